// Orders, their lines and their status history (SPEC §3 Order; DECISIONS X1, X8), owned by the orders module.
// Amounts are what was charged, in integer PKR, fixed at placement.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../../domain/accounts.ts';
import { COURIERS } from '../../../domain/couriers.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_METHODS } from '../../../domain/orders.ts';
import { DEFAULT_UNPAID_ORDER_HOURS } from '../../../domain/payment-deadline.ts';
import { users } from './accounts.ts';
import { workshopArtisans } from './artisans.ts';
import { oneOf } from './one-of.ts';
import { uploads } from './uploads.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    screenshotId: uuid('screenshot_id').references(() => uploads.id),
    /** A guest order's browser (SHA-256 of its upload token): only it may replace the payment screenshot. */
    guestTokenHash: text('guest_token_hash'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    itemCount: integer('item_count').notNull(),
    subtotal: integer('subtotal').notNull(),
    delivery: integer('delivery').notNull(),
    total: integer('total').notNull(),
    /** Who may replay this placement (user id or 'guest:<email>') and the key they sent (DECISIONS X8). */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the placement request, so a key reused for a different order is refused. */
    requestHash: text('request_hash'),
    /** Who carries the parcel once shipped (domain/couriers.ts) and the number on its slip. */
    courier: text('courier', { enum: COURIERS }),
    consignmentNumber: text('consignment_number'),
    /** The assigned worker (SPEC §3 assignedWorker): the artisan or staff member making or packing it (issue 30). */
    assignedArtisanId: uuid('assigned_artisan_id').references(() => workshopArtisans.id),
    assignedArtisanAt: timestamp('assigned_artisan_at', { withTimezone: true }),
    /** When an unpaid order is cancelled and its stock returned (domain/payment-deadline.ts). Placement sets it from the
     *  shop setting; the default only serves an instance of the previous version still placing orders during an upgrade. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true })
      .notNull()
      .default(sql.raw(`now() + interval '${DEFAULT_UNPAID_ORDER_HOURS} hours'`)),
    /** A paid order staff cancelled owes its money back (issue 28 item 7): how much (at most the total paid), how, and
     *  why; set together, in the cancel's transaction. */
    refundAmount: integer('refund_amount'),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }),
    refundNote: text('refund_note'),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** When staff sent it, who (the name recorded, as the history records it), and the transfer's reference. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
    refundReference: text('refund_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_id_unique').on(t.trackingId),
    uniqueIndex('orders_idempotency_unique').on(t.idempotencyScope, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_known', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_known', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    index('orders_assigned_artisan_idx').on(t.assignedArtisanId),
    // Only the orders still waiting for money: the unpaid-orders job and the dashboard's "deadline within 12 hours"
    // read a range of deadlines among them, and the index stays as small as the open orders.
    index('orders_unpaid_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'pending' and ${t.status} in ('pending', 'processing')`),
    // The refunds still to send: the dashboard's count and sum and the Orders tab's 'Refund due' filter read only these.
    index('orders_refund_due_idx')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.refundedAt} is null`),
    check(
      'orders_refund_valid',
      sql`(${t.refundDueAt} is null and ${t.refundAmount} is null and ${t.refundMethod} is null and ${t.refundedAt} is null)
        or (${t.refundDueAt} is not null and ${t.refundAmount} between 1 and ${t.total} and ${oneOf(t.refundMethod, REFUND_METHODS)}
            and (${t.refundedAt} is null) = (${t.refundedBy} is null))`,
    ),
    check('orders_courier_known', sql`${t.courier} is null or ${oneOf(t.courier, COURIERS)}`),
    check(
      'orders_amounts_valid',
      sql`${t.subtotal} >= 0 and ${t.delivery} >= 0 and ${t.total} = ${t.subtotal} + ${t.delivery}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change with who and when (DECISIONS: status changes recorded with time and actor). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Payment screenshots an order had before the current one, kept so staff see what was replaced, when and by whom. */
export const orderReplacedScreenshots = pgTable(
  'order_replaced_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replacedBy: text('replaced_by').notNull(),
  },
  (t) => [index('order_replaced_screenshots_order_idx').on(t.orderId, t.replacedAt)],
);
