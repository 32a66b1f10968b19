// How product rows become the public product shape (domain/schemas/product-views.ts), the whitelist of what leaves.
import { SIZES, type Size } from '../../../domain/limits.ts';
import { mediaUrl } from '../../../domain/media.ts';
import type { ProductView } from '../../../domain/schemas/product-views.ts';

export { productImageView, productPageView, productView } from '../../../domain/schemas/product-views.ts';
export type { ProductImageView, ProductPageView, ProductView } from '../../../domain/schemas/product-views.ts';

export interface ProductRow {
  id: string;
  prodId: string;
  name: string;
  description: string;
  details: string[];
  price: number;
  category: string;
  colors: string[];
  sizeGuide: ProductView['sizeGuide'];
  isNew: boolean;
  isFeatured: boolean;
  isActive: boolean;
  createdAt: Date;
}

export interface StockRow {
  productId: string;
  size: Size;
  stock: number;
}

export interface ImageRow {
  productId: string;
  id: string;
  mediaId: string;
  featured: boolean;
  width: number;
  height: number;
  alt: string;
}

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
    category: row.category as ProductView['category'],
    stock: stock.reduce((sum, r) => sum + r.stock, 0),
    sizeStock,
    sizes,
    colors: row.colors,
    images: images.map((i) => ({
      _id: i.id,
      mediaId: i.mediaId,
      url: mediaUrl(i.mediaId, 1280),
      featured: i.featured,
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
