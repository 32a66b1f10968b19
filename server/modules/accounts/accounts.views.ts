// The user as every endpoint answers it (SPEC §3), built from an explicit column list: a hash never leaves the module.
import { z } from 'zod';
import { ROLES, splitName, type AccountUser, type Address, type Role } from '../../../domain/accounts.ts';
import { users } from '../../db/schema/accounts.ts';

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  address: users.address,
  role: users.role,
  isActive: users.isActive,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export interface UserRow {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: Address;
  role: string;
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function toAccountUser(row: UserRow): AccountUser {
  return {
    _id: row.id,
    name: row.name,
    ...splitName(row.name),
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role as Role,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Response schema: the allow-list Fastify serialises through, so an extra field can never slip out. */
export const accountUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const sessionResponseSchema = accountUserSchema.extend({
  token: z.string(),
  expiresAt: z.string(),
  deviceToken: z.string().optional(),
});
