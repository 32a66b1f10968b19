// The workshop's tables (issue 30), owned by the workshop module: job cards with who holds each stage, their
// history and photos, piece rates, what each finished stage earned and the payouts that settled it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, SIZES } from '../../../domain/limits.ts';
import { MAX_JOB_QUANTITY, MIN_JOB_QUANTITY, SKILL_STAGES, WORK_STAGES } from '../../../domain/workshop.ts';
import { users } from './accounts.ts';
import { workshopArtisans } from './artisans.ts';
import { oneOf } from './one-of.ts';
import { preorderItems, preorders } from './preorders.ts';
import { uploads } from './uploads.ts';

const when = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

export const workshopJobs = pgTable(
  'workshop_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people say aloud: J-1042. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    /** The product as it was when the card was opened (a renamed or archived product keeps its cards readable). */
    productId: uuid('product_id').notNull(),
    prodId: text('prod_id').notNull(),
    productName: text('product_name').notNull(),
    /** For the category's default piece rate; null for a product no longer in the catalog. */
    category: text('category', { enum: CATEGORIES }),
    imageId: uuid('image_id'),
    size: text('size', { enum: SIZES }).notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    /** The stages this product goes through (its skipped ones left out), fixed when the card opens. */
    route: text('route', { enum: WORK_STAGES }).array().notNull(),
    stage: text('stage', { enum: WORK_STAGES }).notNull(),
    /** The preorder line it is made for; null for a production run for stock. One card per preorder line. */
    preorderId: uuid('preorder_id').references(() => preorders.id, { onDelete: 'cascade' }),
    /** The preorder's ID as people read it (PO-...), kept on the card for the board and its filter. */
    preorderRef: text('preorder_ref'),
    preorderItemId: uuid('preorder_item_id').references(() => preorderItems.id, { onDelete: 'cascade' }),
    dueDate: day('due_date').notNull(),
    notes: text('notes').notNull().default(''),
    cancelledAt: when('cancelled_at'),
    /** When a stock run's pieces were added to stock on reaching ready: set once, so stock is added once. */
    stockedAt: when('stocked_at'),
    /** Raised by every move and assignment: a move sent against an older one is refused (409), not applied twice. */
    version: integer('version').notNull().default(1),
    createdAt: when('created_at').notNull().defaultNow(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshop_jobs_number_unique').on(t.number),
    uniqueIndex('workshop_jobs_preorder_item_unique').on(t.preorderItemId),
    index('workshop_jobs_preorder_idx').on(t.preorderId),
    index('workshop_jobs_preorder_ref_idx').on(t.preorderRef),
    // The board: open cards by stage, due first.
    index('workshop_jobs_open_stage_due_idx')
      .on(t.stage, t.dueDate)
      .where(sql`${t.cancelledAt} is null`),
    check(
      'workshop_jobs_quantity_range',
      sql`${t.quantity} between ${sql.raw(String(MIN_JOB_QUANTITY))} and ${sql.raw(String(MAX_JOB_QUANTITY))}`,
    ),
    check('workshop_jobs_stage_known', oneOf(t.stage, WORK_STAGES)),
    check('workshop_jobs_stage_on_route', sql`${t.stage} = any(${t.route})`),
  ],
);

/** Who holds each stage of a card: the current one and any assigned ahead. */
export const workshopJobHolders = pgTable(
  'workshop_job_holders',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => workshopJobs.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: SKILL_STAGES }).notNull(),
    artisanId: uuid('artisan_id')
      .notNull()
      .references(() => workshopArtisans.id),
    assignedAt: when('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.stage] }),
    index('workshop_job_holders_artisan_idx').on(t.artisanId),
    check('workshop_job_holders_stage_known', oneOf(t.stage, SKILL_STAGES)),
  ],
);

/** A card's history: opened, moved (with why, when back), assigned, photographed, cancelled; who and when. */
export const workshopJobEvents = pgTable(
  'workshop_job_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => workshopJobs.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: WORK_STAGES }),
    toStage: text('to_stage', { enum: WORK_STAGES }),
    note: text('note').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: when('created_at').notNull().defaultNow(),
  },
  (t) => [index('workshop_job_events_job_idx').on(t.jobId, t.createdAt)],
);

/** Photos of a card, private; one shared with the shopper is also in the preorder's production diary. */
export const workshopJobPhotos = pgTable(
  'workshop_job_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => workshopJobs.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    description: text('description').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: when('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshop_job_photos_upload_unique').on(t.uploadId),
    index('workshop_job_photos_job_idx').on(t.jobId, t.createdAt),
  ],
);

/** Rupees per piece for a stage: a product's own rate, or its category's default. */
export const workshopRates = pgTable(
  'workshop_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stage: text('stage', { enum: SKILL_STAGES }).notNull(),
    prodId: text('prod_id'),
    category: text('category', { enum: CATEGORIES }),
    rate: integer('rate').notNull(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workshop_rates_product_unique')
      .on(t.stage, t.prodId)
      .where(sql`${t.prodId} is not null`),
    uniqueIndex('workshop_rates_category_unique')
      .on(t.stage, t.category)
      .where(sql`${t.category} is not null`),
    check('workshop_rates_one_target', sql`(${t.prodId} is null) <> (${t.category} is null)`),
    check('workshop_rates_not_negative', sql`${t.rate} >= 0`),
  ],
);

/** What a payout settled: an artisan, an amount, the day it was paid and the period it covers. */
export const workshopPayouts = pgTable(
  'workshop_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artisanId: uuid('artisan_id')
      .notNull()
      .references(() => workshopArtisans.id),
    amount: integer('amount').notNull(),
    paidOn: day('paid_on').notNull(),
    periodFrom: day('period_from').notNull(),
    periodTo: day('period_to').notNull(),
    note: text('note').notNull().default(''),
    actorName: text('actor_name').notNull(),
    createdAt: when('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('workshop_payouts_artisan_idx').on(t.artisanId, t.paidOn),
    check('workshop_payouts_positive', sql`${t.amount} > 0`),
  ],
);

/** What finishing a stage earned its holder: once per card and stage, however often the card goes back and forth. */
export const workshopEarnings = pgTable(
  'workshop_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artisanId: uuid('artisan_id')
      .notNull()
      .references(() => workshopArtisans.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => workshopJobs.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: SKILL_STAGES }).notNull(),
    quantity: integer('quantity').notNull(),
    rate: integer('rate').notNull(),
    amount: integer('amount').notNull(),
    earnedAt: when('earned_at').notNull().defaultNow(),
    payoutId: uuid('payout_id').references(() => workshopPayouts.id),
  },
  (t) => [
    uniqueIndex('workshop_earnings_job_stage_unique').on(t.jobId, t.stage),
    index('workshop_earnings_artisan_idx').on(t.artisanId, t.earnedAt),
  ],
);
