// The few fields a product card shows, cut from the full product in the loader so a page of cards stays light to send.
import type { ProductImageView, ProductView } from '../../../domain/schemas/product-views.ts';

export interface ProductCardView {
  _id: string;
  prodId: string;
  name: string;
  price: number;
  category: string;
  stock: number;
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
    stock: product.stock,
    isNew: product.isNew,
    colorCount: product.colors.length,
    image: image ? { mediaId: image.mediaId, width: image.width, height: image.height, alt: image.alt } : null,
  };
}
