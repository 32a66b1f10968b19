// Loads a page of the Customers tab (GET /api/admin/customers) for the chosen filter, role, search and page; asks again
// whenever one of them changes, on Retry, and after an admin changes an account (reload()).
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { CustomerFilter, CustomerPage, ListedRole } from './customer-types.ts';

export interface CustomerQuery {
  filter: CustomerFilter;
  role: ListedRole | '';
  search: string;
  page: number;
}

interface State {
  /** The last page received: kept on screen while the next one loads. */
  data: CustomerPage | null;
  loading: boolean;
  error: string | null;
}

function queryString({ filter, role, search, page }: CustomerQuery): string {
  const params = new URLSearchParams({ filter, page: String(page), limit: String(ADMIN_CUSTOMERS_PAGE_SIZE) });
  // Empty filters are left out: the API refuses an empty role or search.
  if (role) params.set('role', role);
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}

export function useCustomers(query: CustomerQuery) {
  const [state, setState] = useState<State>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const qs = queryString(query);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<CustomerPage>(`/admin/customers?${qs}`, { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to get customers') }));
      });
    return () => controller.abort();
  }, [qs, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
