// The email outbox (DECISIONS X11): every message is written here in the same transaction as the change that causes
// it, then delivered after commit with retries; owned by the notifications module.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, e.g. 'password-reset'; for the admin log. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
