// Loads a page of the Customers tab (GET /api/admin/customers) for the chosen filter, role, search and page; asks again
// whenever one of them changes, on Retry, and after an admin changes an account (reload()).
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { CustomerFilter, CustomerPage, ListedRole } from './customer-types.ts';

export interface CustomerQuery {
  filter: CustomerFilter;
  role: ListedRole | '';
  search: string;
  page: number;
}

function queryString({ filter, role, search, page }: CustomerQuery): string {
  const params = new URLSearchParams({ filter, page: String(page), limit: String(ADMIN_CUSTOMERS_PAGE_SIZE) });
  // Empty filters are left out: the API refuses an empty role or search.
  if (role) params.set('role', role);
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}

const failure = (err: unknown) => failureMessage(err, 'Failed to get customers');

/** The last page stays on screen while the next one loads. */
export function useCustomers(query: CustomerQuery) {
  return useApiQuery<CustomerPage>(`/admin/customers?${queryString(query)}`, { failure, keepPreviousData: true });
}
