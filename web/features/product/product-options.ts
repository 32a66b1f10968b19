// What a shopper can choose on a product: its colours, each size's availability, and the cart's view of it.
import type { CartProduct } from '../../../domain/cart.ts';
import { colorImageIds, DEFAULT_PRODUCT_COLORS, imagesForColor } from '../../../domain/catalog.ts';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, SIZES, type Size } from '../../../domain/limits.ts';
import type { ProductImageView, ProductView } from '../../../domain/schemas/product-views.ts';
import { featuredImage } from '../catalog/index.ts';

/** SPEC §9: a product without colours is offered in Black on the product page. */
export function offeredColors(product: Pick<ProductView, 'colors'>): readonly string[] {
  return product.colors.length > 0 ? product.colors : DEFAULT_PRODUCT_COLORS;
}

export function sizeStock(product: Pick<ProductView, 'sizeStock'>, size: Size): number {
  return product.sizeStock[size] ?? 0;
}

/** The most of one size a shopper may pick at once: 10, or fewer when fewer are left (at least 1, so the stepper works). */
export function maxQuantity(product: Pick<ProductView, 'sizeStock'>, size: Size | null): number {
  if (!size) return MAX_LINE_QUANTITY;
  return Math.max(MIN_LINE_QUANTITY, Math.min(MAX_LINE_QUANTITY, sizeStock(product, size)));
}

/** SPEC §5: a size can be chosen only if the product offers it and it is in stock. */
export function isSizeAvailable(product: Pick<ProductView, 'sizes' | 'sizeStock'>, size: Size): boolean {
  return product.sizes.includes(size) && sizeStock(product, size) > 0;
}

/** A one-size piece (a dupatta, say) in stock needs no size choice, like a single colour needs no colour choice. */
export function onlySize(product: Pick<ProductView, 'sizes' | 'sizeStock'>): Size | null {
  const [size, ...others] = product.sizes;
  return size && others.length === 0 && isSizeAvailable(product, size) ? size : null;
}

export function isSoldOut(product: Pick<ProductView, 'sizes' | 'sizeStock'>): boolean {
  return !SIZES.some((s) => isSizeAvailable(product, s));
}

/** The gallery opens on the featured image (the one the shopper saw on the card), then the rest in their order; a
 *  chosen colour brings its own images to the front, followed by those of every colour. */
export function galleryImages(product: Pick<ProductView, 'images'>, color: string | null = null): ProductImageView[] {
  return imagesForColor(product.images, color);
}

export function cartProduct(product: ProductView): CartProduct {
  return {
    _id: product._id,
    prodId: product.prodId,
    name: product.name,
    price: product.price,
    sizes: product.sizes,
    sizeStock: product.sizeStock,
    colors: product.colors,
    imageId: featuredImage(product)?.mediaId ?? null,
    colorImageIds: colorImageIds(product.images, product.colors),
  };
}
