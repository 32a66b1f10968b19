// Payment-proof checks (issue 20), owned by the proof-checks module: one row per payment screenshot attached to an
// order or to a preorder's payment, queued in the transaction that attached it and read in the background; and the
// other proofs each one was found to share a picture or a transaction ID with, written both ways.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PREORDER_PAYMENTS } from '../../../domain/preorders.ts';
import {
  ACCOUNT_FINDINGS,
  AMOUNT_FINDINGS,
  PROOF_CHECK_STATUSES,
  PROOF_MATCH_KINDS,
} from '../../../domain/proof-checks.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';
import { preorders } from './preorders.ts';
import { uploads } from './uploads.ts';

const when = (name: string) => timestamp(name, { withTimezone: true });

export const proofChecks = pgTable(
  'proof_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The screenshot: a file is attached once, so it has one check. */
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    /** Whose proof it is: an order, or a preorder's initial or final payment. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    preorderId: uuid('preorder_id').references(() => preorders.id, { onDelete: 'cascade' }),
    payment: text('payment', { enum: PREORDER_PAYMENTS }),
    status: text('status', { enum: PROOF_CHECK_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may take it. A claim moves it a lease ahead, so a process that dies mid-read frees the row. */
    nextAttemptAt: when('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** What was read (proof-reading.ts): whole rupees, the ID as printed, 'YYYY-MM-DD[THH:mm]' in Pakistan time. */
    amount: integer('amount'),
    transactionId: text('transaction_id'),
    paidAt: text('paid_at'),
    accountDigits: text('account_digits'),
    confidence: real('confidence'),
    text: text('text'),
    /** The picture's difference hash (proof-hash.ts), compared with sameProofImage. */
    imageHash: text('image_hash'),
    /** The findings, fixed when it was read: what was due then, and how the reading compared. */
    amountDue: integer('amount_due'),
    amountFinding: text('amount_finding', { enum: AMOUNT_FINDINGS }),
    accountFinding: text('account_finding', { enum: ACCOUNT_FINDINGS }),
    olderThanOrder: boolean('older_than_order').notNull().default(false),
    /** Needs a closer look: any finding above, or a match with another order's or preorder's proof. */
    flagged: boolean('flagged').notNull().default(false),
    createdAt: when('created_at').notNull().defaultNow(),
    checkedAt: when('checked_at'),
  },
  (t) => [
    index('proof_checks_upload_idx').on(t.uploadId),
    index('proof_checks_order_idx').on(t.orderId),
    index('proof_checks_preorder_idx').on(t.preorderId),
    // The job's claim walks the due rows in order along this, as the outbox's does.
    index('proof_checks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('proof_checks_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    // The lists' 'needs a closer look' filter: only the flagged few are indexed.
    index('proof_checks_flagged_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.flagged}`),
    index('proof_checks_flagged_preorder_idx')
      .on(t.preorderId)
      .where(sql`${t.flagged}`),
    check('proof_checks_status_known', oneOf(t.status, PROOF_CHECK_STATUSES)),
    check(
      'proof_checks_owner',
      sql`(${t.orderId} is not null and ${t.preorderId} is null and ${t.payment} is null) or (${t.orderId} is null and ${t.preorderId} is not null and ${oneOf(t.payment, PREORDER_PAYMENTS)})`,
    ),
  ],
);

/** Two proofs of different orders or preorders with the same picture or the same transaction ID: one row each way. */
export const proofCheckMatches = pgTable(
  'proof_check_matches',
  {
    checkId: uuid('check_id')
      .notNull()
      .references(() => proofChecks.id, { onDelete: 'cascade' }),
    otherCheckId: uuid('other_check_id')
      .notNull()
      .references(() => proofChecks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROOF_MATCH_KINDS }).notNull(),
    foundAt: when('found_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.checkId, t.otherCheckId, t.kind] }),
    index('proof_check_matches_other_idx').on(t.otherCheckId),
    check('proof_check_matches_kind_known', oneOf(t.kind, PROOF_MATCH_KINDS)),
  ],
);
