// The email outbox (DECISIONS X11): every message is written here in the same transaction as the change that causes
// it, then claimed, sent outside any transaction and its result recorded; owned by the notifications module.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, type MailStatus } from '../../../domain/mail.ts';
import { oneOf } from './one-of.ts';

/** A file sent with a message: kept in storage, read when the message is sent. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, e.g. 'password-reset' (domain/mail.ts MAIL_KIND_LABELS); for the admin log. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** Where a reply goes when it is not the shop (a contact-form message to the shop: the sender). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    /** The order or preorder a message is about, for the log's link and a re-send. */
    orderId: uuid('order_id'),
    preorderId: uuid('preorder_id'),
    status: text('status', { enum: MAIL_STATUSES }).$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': until when the claiming instance owns it; past that, a crash is assumed and it is claimed again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Where the delivered message went: the SMTP message id, or the .eml file name. */
    deliveredAs: text('delivered_as'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_claimed_idx')
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('notifications_preorder_idx')
      .on(t.preorderId)
      .where(sql`${t.preorderId} is not null`),
    check('notifications_status_known', oneOf(t.status, MAIL_STATUSES)),
  ],
);
