// Preorders (SPEC §3 Preorder; DECISIONS D12-D15), owned by the preorders module: the preorder with its two payments,
// its lines, the screenshots of each payment, the progress photos of its production diary, and every change with who
// and when. Amounts are integer PKR fixed at placing; the final payment is known once staff set the delivery charge.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../../domain/accounts.ts';
import { PAYMENT_STATUSES } from '../../../domain/orders.ts';
import { PREORDER_PAYMENT_METHODS, PREORDER_PAYMENTS, PREORDER_STATUSES } from '../../../domain/preorders.ts';
import { users } from './accounts.ts';
import { workshopArtisans } from './artisans.ts';
import { oneOf } from './one-of.ts';
import { uploads } from './uploads.ts';

const when = (name: string) => timestamp(name, { withTimezone: true });

export const preorders = pgTable(
  'preorders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: text('preorder_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PREORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PREORDER_PAYMENT_METHODS }).notNull(),
    /** A guest preorder's browser (SHA-256 of its upload token), recorded for staff; proofs are checked per upload. */
    guestTokenHash: text('guest_token_hash'),
    customerName: text('customer_name').notNull(),
    /** Empty for a preorder staff took by phone without an email (no mail is sent then). */
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    itemCount: integer('item_count').notNull(),
    /** D13: the server-priced subtotal, and the half paid now (rounded up). */
    originalAmount: integer('original_amount').notNull(),
    initialAmount: integer('initial_amount').notNull(),
    initialPaymentStatus: text('initial_payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    finalPaymentStatus: text('final_payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** When staff marked each payment paid: revenue counts the money on the day it was confirmed (D15). */
    initialPaidAt: when('initial_paid_at'),
    finalPaidAt: when('final_paid_at'),
    /** Set by staff when the piece is ready; it fixes the final payment (originalAmount - initialAmount + this). */
    deliveryCharge: integer('delivery_charge'),
    deliveryChargeNotes: text('delivery_charge_notes'),
    deliverySetAt: when('delivery_set_at'),
    /** The dates promised at placing (domain/preorders.ts estimatedTimeline); staff may bring them forward. */
    estProductionStart: when('est_production_start').notNull(),
    estProductionEnd: when('est_production_end').notNull(),
    estReadyForDelivery: when('est_ready_for_delivery').notNull(),
    estDelivery: when('est_delivery').notNull(),
    /** What actually happened, as staff record it. */
    productionStartedAt: when('production_started_at'),
    readyForDeliveryAt: when('ready_for_delivery_at'),
    deliveryExpectedAt: when('delivery_expected_at'),
    /** D14: production and delivery notes are the shopper's diary; general notes are staff-only. */
    productionNotes: text('production_notes').notNull().default(''),
    deliveryNotes: text('delivery_notes').notNull().default(''),
    generalNotes: text('general_notes').notNull().default(''),
    notesUpdatedAt: when('notes_updated_at'),
    /** The assigned worker: the artisan or staff member making or packing it (issue 30). */
    assignedArtisanId: uuid('assigned_artisan_id').references(() => workshopArtisans.id),
    assignedArtisanAt: when('assigned_artisan_at'),
    /** Who may replay this placement (user id, 'guest:<email>' or 'staff:<id>') and the key they sent (X8). */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: when('created_at').notNull().defaultNow(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('preorders_preorder_id_unique').on(t.preorderId),
    uniqueIndex('preorders_idempotency_unique').on(t.idempotencyScope, t.idempotencyKey),
    index('preorders_user_created_idx').on(t.userId, t.createdAt),
    index('preorders_status_created_idx').on(t.status, t.createdAt),
    index('preorders_created_idx').on(t.createdAt),
    index('preorders_assigned_artisan_idx').on(t.assignedArtisanId),
    check('preorders_status_known', oneOf(t.status, PREORDER_STATUSES)),
    check('preorders_method_known', oneOf(t.paymentMethod, PREORDER_PAYMENT_METHODS)),
    check('preorders_initial_status_known', oneOf(t.initialPaymentStatus, PAYMENT_STATUSES)),
    check('preorders_final_status_known', oneOf(t.finalPaymentStatus, PAYMENT_STATUSES)),
    check(
      'preorders_amounts_valid',
      sql`${t.originalAmount} >= 0 and ${t.initialAmount} = ceil(${t.originalAmount} / 2.0) and (${t.deliveryCharge} is null or ${t.deliveryCharge} >= 0)`,
    ),
    // The final payment cannot be confirmed before it has an amount.
    check('preorders_final_paid_has_amount', sql`${t.finalPaymentStatus} <> 'paid' or ${t.deliveryCharge} is not null`),
  ],
);

export const preorderItems = pgTable(
  'preorder_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    prodId: text('prod_id').notNull(),
    name: text('name').notNull(),
    imageId: uuid('image_id'),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    index('preorder_items_preorder_idx').on(t.preorderId),
    check('preorder_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The screenshots of each payment, never replaced: a new one is added beside the others (frozen once paid). */
export const preorderScreenshots = pgTable(
  'preorder_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    payment: text('payment', { enum: PREORDER_PAYMENTS }).notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    addedBy: text('added_by').notNull(),
    addedAt: when('added_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('preorder_screenshots_unique').on(t.preorderId, t.uploadId),
    index('preorder_screenshots_preorder_idx').on(t.preorderId, t.addedAt),
    check('preorder_screenshots_payment_known', oneOf(t.payment, PREORDER_PAYMENTS)),
  ],
);

/** Progress photos of the production diary (D14), private like payment proofs. */
export const preorderProgressImages = pgTable(
  'preorder_progress_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    description: text('description').notNull().default(''),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: when('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('preorder_progress_images_preorder_idx').on(t.preorderId, t.uploadedAt)],
);

/** Every change with who and when: status, payments, delivery charge, dates, notes, photos. */
export const preorderHistory = pgTable(
  'preorder_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preorderId: uuid('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    /** The preorder's status after the change. */
    status: text('status', { enum: PREORDER_STATUSES }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: when('created_at').notNull().defaultNow(),
  },
  (t) => [index('preorder_history_preorder_idx').on(t.preorderId, t.createdAt)],
);
