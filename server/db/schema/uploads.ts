// Uploaded files (SPEC §7 two-step upload), owned by the media module: one row per signed URL handed out; the file is
// stored under a key the server chose, and only after its content was checked and re-encoded.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    /** Who asked for the URL; null for a guest. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's upload token (SHA-256 of it): only the browser holding it may attach this file to an order. */
    guestTokenHash: text('guest_token_hash'),
    /** Set once an order uses the file as its payment proof: from then on it can never be deleted through the API. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    declaredType: text('declared_type').notNull(),
    /** Bytes announced when asking; object storage signs it into the URL. */
    declaredSize: integer('declared_size'),
    /** The name the visitor's file had, for people only; never part of a path. */
    originalName: text('original_name').notNull(),
    status: text('status').notNull().default('pending'),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    width: integer('width'),
    height: integer('height'),
    /** The signed URL stops working at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('uploads_status_known', sql`${t.status} in ('pending', 'stored', 'deleted')`),
  ],
);
