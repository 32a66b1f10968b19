// The Customers tab's data as GET /api/admin/customers and /api/admin/customers/{id} answer it (SPEC §3 User admin fields).
import { customerListQuerySchema, type CustomerListQuery } from '../../../../domain/schemas/accounts.ts';
import type { CustomerDetailView, CustomerPageView, CustomerView } from '../../../../domain/schemas/report-views.ts';

/** An account with its order figures, computed by the server (cancelled orders are not counted as spent). */
export type CustomerRow = CustomerView;
export type CustomerStats = CustomerPageView['stats'];
export type CustomerPage = CustomerPageView;
/** One customer with their last 5 orders (SPEC §9). */
export type CustomerDetail = CustomerDetailView;

/** The filters and roles the API takes (GET /api/admin/customers), read from its own query schema. */
export const CUSTOMER_FILTERS = customerListQuerySchema.shape.filter.unwrap().options;
export type CustomerFilter = CustomerListQuery['filter'];

export const FILTER_LABELS: Record<CustomerFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  'high-value': 'High value',
};

/** Admins are staff, not customers: the list never holds them, so the role filter offers the rest. */
export const LISTED_ROLES = customerListQuerySchema.shape.role.unwrap().options;
export type ListedRole = NonNullable<CustomerListQuery['role']>;
