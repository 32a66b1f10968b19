// The public product shape (SPEC §3 field names) and how rows become it; the whitelist of what leaves the server.
import { z } from 'zod';
import { CATEGORIES, SIZES, type Size } from '../../../domain/limits.ts';
import { mediaUrl } from '../../../domain/media.ts';

export const productImageView = z.object({
  _id: z.string(),
  mediaId: z.string(),
  url: z.string(),
  featured: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});

const sizeGuideRowView = z.object({
  length: z.string(),
  shoulder: z.string(),
  chest: z.string(),
  hips: z.string(),
  armhole: z.string(),
  sleeveLength: z.string(),
  sleeveOpening: z.string(),
});

export const productView = z.object({
  _id: z.string(),
  prodId: z.string(),
  name: z.string(),
  description: z.string(),
  details: z.array(z.string()),
  price: z.number().int(),
  category: z.enum(CATEGORIES),
  stock: z.number().int(),
  sizeStock: z.partialRecord(z.enum(SIZES), z.number().int()),
  sizes: z.array(z.enum(SIZES)),
  colors: z.array(z.string()),
  images: z.array(productImageView),
  sizeGuide: z.partialRecord(z.enum(SIZES), sizeGuideRowView),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ProductView = z.infer<typeof productView>;
export type ProductImageView = z.infer<typeof productImageView>;

export const productPageView = z.object({
  products: z.array(productView),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
export type ProductPageView = z.infer<typeof productPageView>;

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
