// Accounts: users with their role and scrypt password hash, owned by the accounts module.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../../domain/accounts.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull().default({ street: '', city: '', state: '', zipCode: '', country: 'Pakistan' }),
    role: text('role').notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('customer', 'worker', 'coordinator', 'admin')`),
  ],
);
