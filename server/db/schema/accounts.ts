// Accounts: users with their role and scrypt password hash, staff invites, password-reset tokens and the sign-in
// throttle's recent failures; owned by the accounts module.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES, STAFF_ROLES, type Address, type StaffRole } from '../../../domain/accounts.ts';
import { oneOf } from './one-of.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    address: jsonb('address')
      .$type<Address>()
      .notNull()
      .default({ street: '', city: '', state: '', zipCode: '', country: 'Pakistan' }),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    /** Carried in every session token; raising it (password reset, deactivation) ends every session issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set on an account an admin created with a password the admin typed: its owner chooses their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_known', oneOf(t.role, ROLES)),
  ],
);

/** One-time codes an admin hands to a new staff member for /admin-signup (DECISIONS X2); only the hash is kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invites_code_unique').on(t.codeHash),
    // In the order of ROLES, as the constraint was first written.
    check(
      'staff_invites_role_staff',
      oneOf(
        t.role,
        ROLES.filter((r) => STAFF_ROLES.includes(r as StaffRole)),
      ),
    ),
  ],
);

/** One-time password-reset tokens (DECISIONS X10): the hash only, valid for an hour, used once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * An account's email was changed (issue 28): the old address was mailed a one-time link, valid 7 days, that puts it
 * back and ends every session. Only the token's SHA-256 is kept, as for password resets.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link restores (where it was mailed), and the one it replaced it with. */
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_change_undos_token_unique').on(t.tokenHash),
    index('email_change_undos_user_idx').on(t.userId),
  ],
);

/**
 * Recent failed sign-ins per throttle key (login-throttle.ts: a device, an account and address pair, an address, an
 * account), shared by every app instance on the database. UNLOGGED (migration 0020): a crash forgets them, which
 * only ever helps the real owner, as a restart did when they were kept in memory.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  /** When each failure happened (ms since the epoch, the app's clock), oldest first; only the newest `kept`. */
  times: bigint('times', { mode: 'number' }).array().notNull(),
  /** How many times the key's limit needs: older ones are dropped as new ones come. */
  kept: integer('kept').notNull(),
  /** When the newest failure leaves the window (ms): the sweep deletes the row after that. */
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
