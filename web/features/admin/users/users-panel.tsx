// The Users tab: creating an account with any role, inviting staff, and every account with search, role filter and
// pages of 25; per account a role select (confirmed first) and Activate/Deactivate (SPEC §6-7). A table on wide screens, stacked cards on phones. Errors use the server's words,
// else the SPEC §8 defaults.
import { useEffect, useId, useState } from 'react';
import { ROLES, type Role } from '../../../../domain/accounts.ts';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { afterPause } from '../../../lib/after-pause.ts';
import { apiRequest } from '../../../lib/api.ts';
import { AdminListBody, AdminTable, columns, ListAlert, ListEmptyNote, type PanelProps } from '../kit/index.ts';
import { SearchAndRole } from './search-and-role.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { CreateUserForm } from './create-user-form.tsx';
import { InviteStaff } from './invite-staff.tsx';
import { useRoleConfirm } from './role-change-confirm.tsx';
import { AccountCardHead, PasswordPendingNote, RoleSelect, StatusBadge, StatusToggle } from './user-actions.tsx';
import { useUserList } from './user-list.ts';
import { pakistanDate } from '../../../../domain/pakistan-time.ts';

const joined = (iso: string) => pakistanDate(iso);

export default function UsersPanel({ user: self }: PanelProps) {
  const uid = useId();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const list = useUserList({ search, role, page });
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  // Typing waits for a pause before asking the server (SPEC §9 debounce); a new search starts at page 1.
  useEffect(() => {
    if (searchText === search) return;
    return afterPause(() => {
      setSearch(searchText);
      setPage(1);
    });
  }, [searchText, search]);

  async function act(user: AccountUser, request: () => Promise<AccountUser>, fallback: string) {
    setPendingId(user._id);
    setActionError(null);
    try {
      list.replaceUser(await request());
    } catch (err) {
      setActionError(failureMessage(err, fallback));
    } finally {
      setPendingId(null);
    }
  }

  const roleChange = useRoleConfirm((user: AccountUser, next: Role) =>
    act(
      user,
      () => apiRequest<AccountUser>(`/users/${user._id}/role`, { method: 'PUT', body: { role: next } }),
      'Failed to update user role',
    ),
  );
  const changeRole = roleChange.ask;
  const toggle = (user: AccountUser) =>
    void act(
      user,
      () => apiRequest<AccountUser>(`/users/${user._id}/toggle-status`, { method: 'PATCH' }),
      'Failed to toggle user status',
    );

  const data = list.data;
  return (
    <div className="space-y-8">
      <CreateUserForm
        onCreated={() => {
          // Newest first: the new account is at the top of page 1.
          setPage(1);
          list.reload();
        }}
      />
      <InviteStaff />
      <section aria-labelledby={`${uid}-title`} className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={`${uid}-title`} className="text-2xl">
            Accounts
          </h2>
          <SearchAndRole
            searchLabel="Search users"
            searchText={searchText}
            onSearchText={setSearchText}
            role={role}
            roles={ROLES}
            className="w-full sm:w-auto"
            onRole={(r) => {
              setRole(r);
              setPage(1);
            }}
          />
        </div>

        <ListAlert actionError={actionError} loadError={list.error} onRetry={list.reload} />

        <AdminListBody
          page={data}
          loading={list.loading}
          loadingLabel="Loading accounts…"
          count={(total) => (total === 1 ? '1 account' : `${total} accounts`)}
          isEmpty={data?.users.length === 0}
          empty={<ListEmptyNote>No accounts match.</ListEmptyNote>}
          onPage={setPage}
        >
          {data && (
            <>
              <UserTable users={data.users} self={self} pendingId={pendingId} onRole={changeRole} onToggle={toggle} />
              <UserCards users={data.users} self={self} pendingId={pendingId} onRole={changeRole} onToggle={toggle} />
            </>
          )}
        </AdminListBody>
      </section>
      {roleChange.dialog}
    </div>
  );
}

interface RowsProps {
  users: AccountUser[];
  self: AccountUser;
  pendingId: string | null;
  onRole(user: AccountUser, role: Role): void;
  onToggle(user: AccountUser): void;
}

function UserTable({ users, self, pendingId, onRole, onToggle }: RowsProps) {
  return (
    <AdminTable caption="Accounts" columns={columns(['Name', 'Phone', 'Role', 'Status', 'Joined'])} from="md">
      {users.map((user) => {
        const isSelf = user._id === self._id;
        const busy = pendingId === user._id;
        return (
          <tr key={user._id} className="align-middle">
            <td className="px-4 py-3">
              <p className="font-medium text-ink">{user.name}</p>
              <p className="break-all text-muted">{user.email}</p>
            </td>
            <td className="whitespace-nowrap px-4 py-3">{user.phoneNumber}</td>
            <td className="px-4 py-3">
              <RoleSelect user={user} isSelf={isSelf} busy={busy} idPrefix="table" onRole={(r) => onRole(user, r)} />
            </td>
            <td className="px-4 py-3">
              <StatusBadge active={user.isActive} />
              <PasswordPendingNote pending={user.mustChangePassword} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">{joined(user.createdAt)}</td>
            <td className="px-4 py-3 text-right">
              <StatusToggle user={user} isSelf={isSelf} busy={busy} onToggle={() => onToggle(user)} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function UserCards({ users, self, pendingId, onRole, onToggle }: RowsProps) {
  return (
    <ul className="mt-4 space-y-3 md:hidden">
      {users.map((user) => {
        const isSelf = user._id === self._id;
        const busy = pendingId === user._id;
        return (
          <li key={user._id} className="rounded-xl border border-linen bg-white p-4">
            <AccountCardHead account={user} />
            <p className="mt-2 text-xs text-muted">Joined {joined(user.createdAt)}</p>
            <div className="mt-3 flex items-center gap-3">
              <div className="flex-1">
                <RoleSelect user={user} isSelf={isSelf} busy={busy} idPrefix="card" onRole={(r) => onRole(user, r)} />
              </div>
              <StatusToggle user={user} isSelf={isSelf} busy={busy} onToggle={() => onToggle(user)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
