// Messages sent through the contact form, kept for the shop's team (owned by the contact module), with the file the
// sender attached, if any (an upload of the contact-attachments bucket, owned by the media module).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './uploads.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** One message per file: an attachment cannot be claimed again by another message. */
    attachmentId: uuid('attachment_id')
      .unique()
      .references(() => uploads.id),
    /** The sender's file name, cleaned (no folders, no control characters); for people only. */
    attachmentName: text('attachment_name'),
    /** What the bytes are (checked on upload), not what the sender's browser said. */
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
