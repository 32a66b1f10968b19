// Who may do what (DECISIONS X3): the one role -> permission map every server route guard and every admin screen reads.
import type { Role } from './accounts.ts';

export const PERMISSIONS = [
  /** Enter the admin panel at all. */
  'panel:enter',
  'users:manage',
  'customers:read',
  /** Revenue and the dashboard's figures. */
  'reports:read',
  'settings:manage',
  'content:manage',
  /** See every product, inactive ones too. */
  'products:read',
  /** Create, edit, activate, deactivate and delete products. */
  'products:manage',
  'stock:update',
  'orders:read',
  'orders:update',
  'preorders:read',
  'preorders:update',
  'payments:update',
  'notes:update',
  'progress-images:update',
  /** The email log, re-sending a message, writing to one customer, and the contact-form messages. */
  'messages:manage',
  /** Newsletter subscribers (list, export, remove) and the general update sent to all of them. */
  'newsletter:manage',
  /** The Production board and the Workers list: see the job cards and the artisans (issue 30). */
  'workshop:read',
  /** Add and edit artisans, open stock runs, move any card and assign who holds each stage. */
  'workshop:manage',
  /** Piece rates, artisans' earnings, payouts and statements. */
  'workshop:pay',
  /** My work: the cards the signed-in worker holds, moved on and photographed by them. */
  'workshop:own',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What only an admin may do; a coordinator may do everything else (orders, preorders, payments, notes, stock...). */
const ADMIN_ONLY: readonly Permission[] = [
  'users:manage',
  'customers:read',
  'reports:read',
  'settings:manage',
  'content:manage',
  'products:manage',
  'newsletter:manage',
  'workshop:pay',
];
const COORDINATOR = PERMISSIONS.filter((p) => !ADMIN_ONLY.includes(p));
const WORKER: readonly Permission[] = ['panel:enter', 'products:read', 'orders:read', 'preorders:read', 'workshop:own'];

/** Customers hold no staff permission: what is theirs (account, orders, preorders, wishlist) is checked by ownership. */
const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  coordinator: new Set(COORDINATOR),
  worker: new Set(WORKER),
  customer: new Set(),
};

export function roleCan(role: Role, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}

export function isStaff(role: Role): boolean {
  return roleCan(role, 'panel:enter');
}
