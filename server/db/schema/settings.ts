// Shop settings an admin can change (delivery rates, payment details...), one JSON value per key.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
