// The admin's list of accounts (GET /api/users/all): search, role filter and pages of 25 (DECISIONS D4), fetched
// again whenever one of them changes; rows are replaced in place after a role or status change.
import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../../domain/accounts.ts';
import type { AccountUser, UserPageView } from '../../../domain/schemas/account-views.ts';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../../../domain/limits.ts';
import { apiRequest } from '../../lib/api.ts';
import { failureMessage } from '../account/failure-message.ts';

export type UserPage = UserPageView;

export interface UserQuery {
  search: string;
  role: Role | '';
  page: number;
}

export interface UserListState {
  /** The last page received: kept on screen while the next one loads. */
  data: UserPage | null;
  loading: boolean;
  error: string | null;
}

function queryString({ search, role, page }: UserQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_CUSTOMERS_PAGE_SIZE) });
  // Empty filters are left out: the API refuses an empty role.
  if (search.trim()) params.set('search', search.trim());
  if (role) params.set('role', role);
  return params.toString();
}

export function useUserList(query: UserQuery) {
  const [state, setState] = useState<UserListState>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const qs = queryString(query);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<UserPage>(`/users/all?${qs}`, { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to get users') }));
      });
    return () => controller.abort();
  }, [qs, attempt]);

  const replaceUser = useCallback((user: AccountUser) => {
    setState((s) =>
      s.data ? { ...s, data: { ...s.data, users: s.data.users.map((u) => (u._id === user._id ? user : u)) } } : s,
    );
  }, []);

  return { ...state, retry: () => setAttempt((a) => a + 1), replaceUser };
}
