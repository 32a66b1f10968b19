// zod contract of the product list query (GET /api/products and the /shop URL), with its messages.
import { z } from 'zod';
import { SORT_FIELDS, SORT_ORDERS } from '../catalog.ts';
import { CATEGORIES, DEFAULT_SORT_BY, DEFAULT_SORT_ORDER, SIZES } from '../limits.ts';

/** Empty strings from a form or a hand-edited URL mean "not set" (SPEC §7: empty params dropped). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const money = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'Price must be a number' }).int('Price must be a whole number of rupees').min(0, 'Price cannot be negative').max(10_000_000, 'Price is too large').optional(),
);

/** Query of GET /api/products and of the /shop page URL. */
export const productListQuerySchema = z
  .object({
    search: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Search must be at most 100 characters').optional()),
    category: z.preprocess(blankToUndefined, z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` }).optional()),
    minPrice: money,
    maxPrice: money,
    sortBy: z.preprocess(blankToUndefined, z.enum(SORT_FIELDS, { error: `sortBy must be one of ${SORT_FIELDS.join(', ')}` }).default(DEFAULT_SORT_BY)),
    sortOrder: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }).default(DEFAULT_SORT_ORDER)),
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page is too large').default(1)),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Min price cannot be more than max price',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const sizeSchema = z.enum(SIZES, { error: `Size must be one of ${SIZES.join(', ')}` });

