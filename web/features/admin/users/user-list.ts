// The admin's list of accounts (GET /api/users/all): search, role filter and pages of 25 (DECISIONS D4), fetched
// again whenever one of them changes; rows are replaced in place after a role or status change.
import { useCallback } from 'react';
import type { Role } from '../../../../domain/accounts.ts';
import type { AccountUser, UserPageView } from '../../../../domain/schemas/account-views.ts';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';

export type UserPage = UserPageView;

export interface UserQuery {
  search: string;
  role: Role | '';
  page: number;
}

function queryString({ search, role, page }: UserQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_CUSTOMERS_PAGE_SIZE) });
  // Empty filters are left out: the API refuses an empty role.
  if (search.trim()) params.set('search', search.trim());
  if (role) params.set('role', role);
  return params.toString();
}

const failure = (err: unknown) => failureMessage(err, 'Failed to get users');

/** The last page stays on screen while the next one loads. */
export function useUserList(query: UserQuery) {
  const list = useApiQuery<UserPage>(`/users/all?${queryString(query)}`, { failure, keepPreviousData: true });
  const { setData } = list;
  const replaceUser = useCallback(
    (user: AccountUser) =>
      setData((page) => ({ ...page, users: page.users.map((u) => (u._id === user._id ? user : u)) })),
    [setData],
  );
  return { ...list, replaceUser };
}
