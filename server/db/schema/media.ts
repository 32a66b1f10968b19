// Catalog media: one row per stored original image; responsive variants are derived from it on demand.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Storage key of the original, chosen by the server (never by a file name). */
  storageKey: text('storage_key').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Short description for the alt text. */
  alt: text('alt').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
