// The Customers tab's data as GET /api/admin/customers and /api/admin/customers/{id} answer it (SPEC §3 User admin fields).
import type { AccountUser } from '../../../../domain/accounts.ts';
import type { OrderStatus } from '../../../../domain/orders.ts';

/** An account with its order figures, computed by the server (cancelled orders are not counted as spent). */
export interface CustomerRow extends AccountUser {
  totalOrders: number;
  totalSpent: number;
  lastOrderDate: string | null;
}

export interface CustomerStats {
  total: number;
  activeThisMonth: number;
  highValue: number;
  newThisWeek: number;
}

export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  totalPages: number;
  stats: CustomerStats;
}

export interface CustomerOrder {
  _id: string;
  trackingId: string;
  status: OrderStatus;
  totalAmount: number;
  createdAt: string;
}

/** One customer with their last 5 orders (SPEC §9). */
export interface CustomerDetail extends CustomerRow {
  orders: CustomerOrder[];
}

export const CUSTOMER_FILTERS = ['all', 'active', 'inactive', 'high-value'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

export const FILTER_LABELS: Record<CustomerFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  'high-value': 'High value',
};

/** Admins are staff, not customers: the list never holds them, so the role filter offers the rest. */
export const LISTED_ROLES = ['customer', 'worker', 'coordinator'] as const;
export type ListedRole = (typeof LISTED_ROLES)[number];
