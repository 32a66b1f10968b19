// The product as the API answers it (SPEC §3 field names): the whitelist of what leaves the server, and the types the
// browser reads products with. The server shapes rows into it (server/modules/catalog/catalog.views.ts).
import { z } from 'zod';
import { CATEGORIES, SIZES } from '../limits.ts';
import { SKILL_STAGES } from '../workshop.ts';

export const productImageView = z.object({
  _id: z.string(),
  mediaId: z.string(),
  url: z.string(),
  featured: z.boolean(),
  /** The product colour this picture shows; null when it shows every colour. */
  color: z.string().nullable(),
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
  /** Staff only (the inventory list): the workshop stages it skips (issue 30). Never in a shopper's answer. */
  skippedStages: z.array(z.enum(SKILL_STAGES)).optional(),
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

/** GET /api/products/categories: categories that have active products, with counts. */
export const categoryCountsView = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

/** POST /api/products/lookup: the current details of several active products. */
export const productListView = z.object({ products: z.array(productView) });
export type ProductListView = z.infer<typeof productListView>;

/** GET /api/products/{id}/stock/{size}. */
export const sizeStockView = z.object({ prodId: z.string(), size: z.enum(SIZES), stock: z.number().int() });

/** GET /api/products/all: a page of the staff inventory with its stock stats. */
export const inventoryPageView = z.object({
  products: z.array(productView),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  stats: z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    outOfStock: z.number(),
    lowStock: z.number(),
  }),
});
export type InventoryPageView = z.infer<typeof inventoryPageView>;

/** DELETE /api/products/{id}: a product that is in orders is archived (hidden, kept for order history). */
export const productRemovedView = z.object({ success: z.literal(true), archived: z.boolean() });
export type ProductRemovedView = z.infer<typeof productRemovedView>;

/** PATCH /api/products/{id}/toggle-status. */
export const productToggledView = z.object({ product: productView });
export type ProductToggledView = z.infer<typeof productToggledView>;

/** PUT /api/products/{id}/stock/{size}: the size's new stock and the product's total. */
export const stockSetView = z.object({
  prodId: z.string(),
  size: z.enum(SIZES),
  stock: z.number(),
  totalStock: z.number(),
});
export type StockSetView = z.infer<typeof stockSetView>;
