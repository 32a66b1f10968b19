// The small view of a product that cart lines and wishlist entries keep.
import type { ProductSummary } from '../../../domain/wishlist.ts';
import type { ProductView } from '../../../server/modules/catalog/index.ts';

export function featuredImage(product: Pick<ProductView, 'images'>) {
  return product.images.find((i) => i.featured) ?? product.images[0];
}

export function productSummary(product: ProductView): ProductSummary {
  return { _id: product._id, prodId: product.prodId, name: product.name, price: product.price, category: product.category, imageId: featuredImage(product)?.mediaId ?? null };
}
