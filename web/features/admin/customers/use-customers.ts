// The Customers tab's filter, role, search and page, kept in the address beside ?tab=customers (filter, role, q, page)
// as the Orders, Preorders and Messages tabs keep theirs, and the page they ask for (GET /api/admin/customers); asked
// again whenever one of them changes, on Retry, and after an admin changes an account (reload()); and the opened
// customer's full record (GET /api/admin/customers/{id}), asked again the same way.
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { oneOf, pageParam, useAddressQuery } from '../kit/index.ts';
import {
  CUSTOMER_FILTERS,
  LISTED_ROLES,
  type CustomerDetail,
  type CustomerFilter,
  type CustomerPage,
  type ListedRole,
} from './customer-types.ts';

export interface CustomerQuery {
  filter: CustomerFilter;
  role: ListedRole | '';
  search: string;
  page: number;
}

const PARAM: Record<keyof CustomerQuery, string> = {
  filter: 'filter',
  role: 'role',
  search: 'q',
  page: 'page',
};

const readQuery = (params: URLSearchParams): CustomerQuery => ({
  filter: oneOf(CUSTOMER_FILTERS, params.get(PARAM.filter)) || 'all',
  role: oneOf(LISTED_ROLES, params.get(PARAM.role)),
  search: params.get(PARAM.search)?.slice(0, 100) ?? '',
  page: pageParam(params.get(PARAM.page)),
});

export const useCustomerListQuery = () => useAddressQuery(PARAM, readQuery);

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

const detailFailure = (err: unknown) => failureMessage(err, 'Failed to get customer');

/** The opened customer's record; reload() after a change asks again with the record kept on screen meanwhile. */
export function useCustomerDetail(id: string | undefined) {
  return useApiQuery<CustomerDetail>(id ? `/admin/customers/${encodeURIComponent(id)}` : null, {
    failure: detailFailure,
  });
}

export type CustomerRecord = ReturnType<typeof useCustomerDetail>;
