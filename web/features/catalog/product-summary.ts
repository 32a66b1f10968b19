// The small view of a product that cart lines and wishlist entries keep.
import type { ProductSummary } from '../../../domain/wishlist.ts';
import type { ProductView } from '../../../server/modules/catalog/index.ts';
import { featuredImage, type ProductCardView } from './card-view.ts';

export function productSummary(product: ProductView): ProductSummary {
  return { _id: product._id, prodId: product.prodId, name: product.name, price: product.price, category: product.category, imageId: featuredImage(product)?.mediaId ?? null };
}

export function cardSummary(card: ProductCardView): ProductSummary {
  return { _id: card._id, prodId: card.prodId, name: card.name, price: card.price, category: card.category, imageId: card.image?.mediaId ?? null };
}
