// The product as the API answers it (SPEC §3 field names): the whitelist of what leaves the server, and the types the
// browser reads products with. The server shapes rows into it (server/modules/catalog/catalog.views.ts).
import { z } from 'zod';
import { CATEGORIES, SIZES } from '../limits.ts';

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
