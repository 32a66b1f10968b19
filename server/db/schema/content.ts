// Home-page images (hero slides h1-h3 and category banners w1, g1, b1, s1), owned by the content module.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './media.ts';

export const homeImages = pgTable(
  'home_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    imageType: text('image_type').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    buttonText: text('button_text').notNull().default('Shop Now'),
    link: text('link').notNull().default('/shop'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_images_type_known', sql`${t.imageType} in ('h1', 'h2', 'h3', 'w1', 'g1', 'b1', 's1')`),
    index('home_images_active_type_idx').on(t.active, t.imageType),
  ],
);
