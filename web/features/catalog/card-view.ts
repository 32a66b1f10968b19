// The few fields a product card shows, cut from the full product in the loader so a page of cards stays light to send.
import type { ProductImageView, ProductView } from '../../../domain/schemas/product-views.ts';

export interface ProductCardView {
  _id: string;
  prodId: string;
  name: string;
  price: number;
  category: string;
  /** Stock shows on a card only as 'Sold out': the page then changes only when a product runs out or comes back,
   *  which is when a sale tells the page cache that listings changed (server/modules/catalog/stock.ts). */
  soldOut: boolean;
  isNew: boolean;
  colorCount: number;
  image: Pick<ProductImageView, 'mediaId' | 'width' | 'height' | 'alt'> | null;
}

export function featuredImage(product: Pick<ProductView, 'images'>) {
  return product.images.find((i) => i.featured) ?? product.images[0];
}

export function toProductCard(product: ProductView): ProductCardView {
  const image = featuredImage(product);
  return {
    _id: product._id,
    prodId: product.prodId,
    name: product.name,
    price: product.price,
    category: product.category,
    soldOut: product.stock === 0,
    isNew: product.isNew,
    colorCount: product.colors.length,
    image: image ? { mediaId: image.mediaId, width: image.width, height: image.height, alt: image.alt } : null,
  };
}
