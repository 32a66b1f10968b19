// zod contract of the product list query (GET /api/products and the /shop URL), with its messages.
import { z } from 'zod';
import { defaultSort, SIZE_GUIDE_FIELDS, SORT_FIELDS, SORT_ORDERS, type SortOrder } from '../catalog.ts';
import { NAMED_COLORS } from '../colors.ts';
import { ADMIN_INVENTORY_PAGE_SIZE, CATEGORIES, MAX_PRODUCT_COLORS, MAX_PRODUCT_IMAGES, SIZES } from '../limits.ts';
import { pageParam } from './list-query.ts';
import { SKILL_STAGES } from '../workshop.ts';

/** Empty strings from a form or a hand-edited URL mean "not set" (SPEC §7: empty params dropped). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const money = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Price must be a number' })
    .int('Price must be a whole number of rupees')
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price is too large')
    .optional(),
);

/** Query of GET /api/products and of the /shop page URL. */
export const productListQuerySchema = z
  .object({
    search: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
    ),
    category: z.preprocess(
      blankToUndefined,
      z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` }).optional(),
    ),
    minPrice: money,
    maxPrice: money,
    sortBy: z.preprocess(
      blankToUndefined,
      z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` }).optional(),
    ),
    sortOrder: z.preprocess(
      blankToUndefined,
      z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }).optional(),
    ),
    page: z.preprocess(blankToUndefined, pageParam),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Min price cannot be more than max price',
    path: ['minPrice'],
  })
  // No sort chosen: Best match for a search, newest first otherwise. Best match without a search has nothing to
  // match, so it falls back to newest first too.
  .transform(({ sortBy, sortOrder, ...q }) => {
    const by = sortBy && !(sortBy === 'relevance' && !q.search) ? sortBy : defaultSort(q.search).sortBy;
    // Best match always puts the closest first.
    const order: SortOrder = by === 'relevance' ? 'desc' : (sortOrder ?? 'desc');
    return { ...q, sortBy: by, sortOrder: order };
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const sizeSchema = z.enum(SIZES, { error: `Size must be one of ${SIZES.join(', ')}` });

/** GET /api/products/all (staff inventory): every product, inactive ones too, 8 per page by default (SPEC §9). */
export const inventoryQuerySchema = z.strictObject({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  ),
  stockLevel: z.preprocess(
    blankToUndefined,
    z.enum(['out', 'low', 'in'], { error: 'Stock level must be out, low or in' }).optional(),
  ),
  page: pageParam,
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(100).default(ADMIN_INVENTORY_PAGE_SIZE),
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

export const stockUpdateSchema = z.strictObject({
  stock: z
    .number({ error: 'Stock must be a whole number of 0 or more' })
    .int('Stock must be a whole number of 0 or more')
    .min(0, 'Stock must be a whole number of 0 or more')
    .max(100_000, 'Stock is too large'),
  /** The figure the editor saw; when given and no longer true, the update is refused instead of overwriting a sale. */
  expected: z.number().int().min(0).optional(),
});

const sizeGuideRow = z.object(
  Object.fromEntries(
    SIZE_GUIDE_FIELDS.map((f) => [
      f,
      z.string().trim().max(20, 'Size guide values must be at most 20 characters').default(''),
    ]),
  ) as Record<(typeof SIZE_GUIDE_FIELDS)[number], z.ZodDefault<z.ZodString>>,
);

/** POST/PUT /api/products (SPEC §5 product create/edit rules and messages). */
export const productInputSchema = z
  .strictObject({
    prodId: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{3,40}$/, 'SKU must be 3-40 letters, digits or dashes')
        .optional(),
    ),
    name: z
      .string({ error: 'Product name is required' })
      .trim()
      .min(1, 'Product name is required')
      .max(120, 'Product name must be at most 120 characters'),
    description: z
      .string({ error: 'Product description is required' })
      .trim()
      .min(1, 'Product description is required')
      .max(5000, 'Product description must be at most 5000 characters'),
    details: z.array(z.string().trim().min(1).max(200)).max(12, 'At most 12 detail lines').default([]),
    price: z
      .number({ error: 'Valid price is required' })
      .int('Valid price is required')
      .min(1, 'Valid price is required')
      .max(10_000_000, 'Valid price is required'),
    category: z.enum(CATEGORIES, { error: 'Category is required' }),
    sizeStock: z
      .partialRecord(
        z.enum(SIZES),
        z
          .number({ error: 'Stock must be a whole number of 0 or more' })
          .int('Stock must be a whole number of 0 or more')
          .min(0, 'Stock must be a whole number of 0 or more')
          .max(100_000),
      )
      .refine((s) => Object.keys(s).length > 0, 'At least one size is required'),
    /** On edit, the stock per size the editor loaded: a size left as it was keeps a sale made meanwhile, and a size
     *  changed while a sale happened is refused (409) instead of overwriting it (the stock call's lost-update guard). */
    expectedSizeStock: z.partialRecord(z.enum(SIZES), z.number().int().min(0)).optional(),
    colors: z
      .array(
        z
          .string()
          .trim()
          .refine((c) => c in NAMED_COLORS, 'Please choose colours from the list'),
      )
      .min(1, 'At least one color is required')
      .max(MAX_PRODUCT_COLORS, `Maximum ${MAX_PRODUCT_COLORS} colors allowed`),
    images: z
      .array(
        z.strictObject({
          imageURL: z.string().trim().min(1).max(300),
          featured: z.boolean().default(false),
          /** The product colour the picture shows; null (or left out) for every colour. */
          color: z.string().trim().min(1).max(40).nullable().default(null),
        }),
      )
      .min(1, 'At least one image is required')
      .max(MAX_PRODUCT_IMAGES, `Maximum ${MAX_PRODUCT_IMAGES} images allowed`),
    sizeGuide: z.partialRecord(z.enum(SIZES), sizeGuideRow).default({}),
    isNew: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    isActive: z.boolean().default(true),
    /** Workshop stages this product skips (issue 30): a plain lawn frock has no embroidery. At least one is done. */
    skippedStages: z
      .array(z.enum(SKILL_STAGES, { error: 'skippedStages: unknown stage' }))
      .max(SKILL_STAGES.length - 1, 'skippedStages: the workshop must do at least one stage')
      .refine((list) => new Set(list).size === list.length, 'skippedStages: each stage once')
      .default([]),
  })
  .superRefine((product, ctx) => {
    // An image tagged with a colour the product does not come in would never be shown as that colour.
    product.images.forEach((image, index) => {
      if (image.color !== null && !product.colors.includes(image.color))
        ctx.addIssue({
          code: 'custom',
          path: ['images', index, 'color'],
          message: `Image ${index + 1} is tagged ${image.color}, which is not one of this product's colours`,
        });
    });
  });
export type ProductInput = z.infer<typeof productInputSchema>;
