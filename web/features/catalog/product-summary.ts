// The small view of a product that wishlist entries keep, cut from the full product.
import type { ProductSummary } from '../../../domain/wishlist.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { featuredImage } from './card-view.ts';

export function productSummary(product: ProductView): ProductSummary {
  return {
    _id: product._id,
    prodId: product.prodId,
    name: product.name,
    price: product.price,
    category: product.category,
    imageId: featuredImage(product)?.mediaId ?? null,
  };
}
