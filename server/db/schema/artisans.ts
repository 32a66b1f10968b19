// The workshop's artisans (issue 30), owned by the workshop module: in a file of their own so the tables that name an
// artisan (job cards, and orders' and preorders' assigned worker) can import it without importing each other.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAY_TYPES, SKILL_STAGES } from '../../../domain/workshop.ts';
import { users } from './accounts.ts';
import { oneOf } from './one-of.ts';

const when = (name: string) => timestamp(name, { withTimezone: true });

export const workshopArtisans = pgTable(
  'workshop_artisans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    skills: text('skills', { enum: SKILL_STAGES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payType: text('pay_type', { enum: PAY_TYPES }).notNull(),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    /** The staff account (role worker) they sign in with for My work; one artisan per account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: when('created_at').notNull().defaultNow(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshop_artisans_user_unique').on(t.userId),
    index('workshop_artisans_active_name_idx').on(t.active, t.name),
    check('workshop_artisans_pay_type_known', oneOf(t.payType, PAY_TYPES)),
  ],
);
