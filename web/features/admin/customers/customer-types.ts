// The Customers tab's data as GET /api/admin/customers and /api/admin/customers/{id} answer it (SPEC §3 User admin fields).
import type { CustomerDetailView, CustomerPageView, CustomerView } from '../../../../domain/schemas/report-views.ts';

/** An account with its order figures, computed by the server (cancelled orders are not counted as spent). */
export type CustomerRow = CustomerView;
export type CustomerStats = CustomerPageView['stats'];
export type CustomerPage = CustomerPageView;
/** One customer with their last 5 orders (SPEC §9). */
export type CustomerDetail = CustomerDetailView;

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
