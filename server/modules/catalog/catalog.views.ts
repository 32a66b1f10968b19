// How product rows become the public product shape (domain/schemas/product-views.ts), the whitelist of what leaves.
import { SIZES, type Size } from '../../../domain/limits.ts';
import { mediaUrl } from '../../../domain/media.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import type { productImages, products, productStock } from '../../db/schema/catalog.ts';
import type { media } from '../../db/schema/media.ts';

export { productImageView, productPageView, productView } from '../../../domain/schemas/product-views.ts';
export type { ProductImageView, ProductPageView, ProductView } from '../../../domain/schemas/product-views.ts';

/** The product columns a view is made from. */
export type ProductRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'prodId'
  | 'name'
  | 'description'
  | 'details'
  | 'price'
  | 'category'
  | 'colors'
  | 'sizeGuide'
  | 'isNew'
  | 'isFeatured'
  | 'isActive'
  | 'createdAt'
>;

export type StockRow = Pick<typeof productStock.$inferSelect, 'productId' | 'size' | 'stock'>;

/** An image row with its picture's size and alt text (from the media table). */
export type ImageRow = Pick<typeof productImages.$inferSelect, 'productId' | 'id' | 'mediaId' | 'featured' | 'color'> &
  Pick<typeof media.$inferSelect, 'width' | 'height' | 'alt'>;

export function toProductView(row: ProductRow, stock: StockRow[], images: ImageRow[]): ProductView {
  const sizes = SIZES.filter((s) => stock.some((r) => r.size === s));
  const sizeStock: Partial<Record<Size, number>> = {};
  for (const size of sizes) sizeStock[size] = stock.find((r) => r.size === size)!.stock;
  return {
    _id: row.id,
    prodId: row.prodId,
    name: row.name,
    description: row.description,
    details: row.details,
    price: row.price,
    category: row.category,
    stock: stock.reduce((sum, r) => sum + r.stock, 0),
    sizeStock,
    sizes,
    colors: row.colors,
    images: images.map((i) => ({
      _id: i.id,
      mediaId: i.mediaId,
      url: mediaUrl(i.mediaId, 1280),
      featured: i.featured,
      color: i.color,
      width: i.width,
      height: i.height,
      alt: i.alt,
    })),
    sizeGuide: row.sizeGuide,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
