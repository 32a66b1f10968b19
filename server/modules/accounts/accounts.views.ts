// How a users row becomes the user every endpoint answers (domain/schemas/account-views.ts), read through an explicit
// column list: a hash never leaves the module.
import { splitName, type Address, type Role } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
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
