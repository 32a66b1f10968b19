// How a users row becomes the user every endpoint answers (domain/schemas/account-views.ts), read through an explicit
// column list: a hash never leaves the module.
import { splitName } from '../../../domain/accounts.ts';
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

/** What userColumns reads: a users row without its secrets. */
export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'address'
  | 'role'
  | 'isActive'
  | 'mustChangePassword'
  | 'createdAt'
  | 'updatedAt'
>;

export function toAccountUser(row: UserRow): AccountUser {
  return {
    _id: row.id,
    name: row.name,
    ...splitName(row.name),
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
