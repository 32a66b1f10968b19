// Catalog tables: products, their per-size stock and their images (owned by the catalog module).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CATEGORIES, SIZES } from '../../../domain/limits.ts';
import type { SizeGuide } from '../../../domain/catalog.ts';
import { media } from './media.ts';
import { oneOf } from './one-of.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prodId: text('prod_id').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    details: jsonb('details').$type<string[]>().notNull().default([]),
    price: integer('price').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizeGuide: jsonb('size_guide').$type<SizeGuide>().notNull().default({}),
    /** Workshop stages this product does not go through (a plain lawn frock has no embroidery; issue 30). */
    skippedStages: text('skipped_stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when an admin deletes a product that is in orders: it is kept for their history, hidden everywhere else. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Lower-cased name, SKU, colours and description: what search matches against (kept by the service). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_category_known', oneOf(t.category, CATEGORIES)),
    // The shop list filters active products by category and sorts by date, price or name.
    index('products_active_category_created_idx').on(t.isActive, t.category, t.createdAt),
    index('products_active_price_idx').on(t.isActive, t.category, t.price),
    index('products_active_name_idx').on(t.isActive, t.category, t.name),
    index('products_active_created_idx').on(t.isActive, t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    // Last line of defence against overselling: stock can never go below zero.
    check('product_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_stock_size_known', oneOf(t.size, SIZES)),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** One of the product's colours when the picture shows that colour; null for every colour. */
    color: text('color'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Every stock change that is not a sale or a cancellation, with why and who: pieces finished by the workshop. */
export const productStockChanges = pgTable(
  'product_stock_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_stock_changes_product_idx').on(t.productId, t.createdAt)],
);
