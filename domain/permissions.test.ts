// The permission map as a table: every role against every permission, so a change to who may do what is deliberate.
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './accounts.ts';
import { isStaff, PERMISSIONS, roleCan, type Permission } from './permissions.ts';

// Columns: admin, coordinator, worker, customer.
const TABLE: Record<Permission, [boolean, boolean, boolean, boolean]> = {
  'panel:enter': [true, true, true, false],
  'users:manage': [true, false, false, false],
  'customers:read': [true, false, false, false],
  'reports:read': [true, false, false, false],
  'settings:manage': [true, false, false, false],
  'content:manage': [true, false, false, false],
  'products:read': [true, true, true, false],
  'products:manage': [true, false, false, false],
  'stock:update': [true, true, false, false],
  'orders:read': [true, true, true, false],
  'orders:update': [true, true, false, false],
  'preorders:read': [true, true, true, false],
  'preorders:update': [true, true, false, false],
  'payments:update': [true, true, false, false],
  'notes:update': [true, true, false, false],
  'progress-images:update': [true, true, false, false],
  'messages:manage': [true, true, false, false],
  'newsletter:manage': [true, false, false, false],
  'workshop:read': [true, true, false, false],
  'workshop:manage': [true, true, false, false],
  'workshop:pay': [true, false, false, false],
  'workshop:own': [true, true, true, false],
};
const COLUMNS: Role[] = ['admin', 'coordinator', 'worker', 'customer'];

describe('role permissions', () => {
  it('the table covers every permission and every role', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSIONS].sort());
    expect([...COLUMNS].sort()).toEqual([...ROLES].sort());
  });

  for (const permission of PERMISSIONS) {
    COLUMNS.forEach((role, column) => {
      const expected = TABLE[permission][column];
      it(`${role} ${expected ? 'may' : 'may not'} ${permission}`, () => {
        expect(roleCan(role, permission)).toBe(expected);
      });
    });
  }

  it('staff are the roles that enter the admin panel', () => {
    expect(ROLES.filter(isStaff).sort()).toEqual(['admin', 'coordinator', 'worker']);
  });
});
