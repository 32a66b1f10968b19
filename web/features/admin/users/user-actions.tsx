// The two things an admin does to an account from the list: change its role (PUT /users/{id}/role) and activate or
// deactivate it (PATCH /users/{id}/toggle-status). The admin's own row offers neither: another admin changes those.
import type { ReactNode } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../domain/accounts.ts';
import type { AccountUser } from '../../../../domain/schemas/account-views.ts';
import { Button } from '../../../ui/button.tsx';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

interface UserActionsProps {
  /** A user or a customer row: only what the controls show. */
  user: Pick<AccountUser, '_id' | 'name' | 'role' | 'isActive'>;
  isSelf: boolean;
  busy: boolean;
  /** Distinguishes the phone cards' controls from the table's (both are in the page, one hidden). */
  idPrefix: string;
  onRole(role: Role): void;
  onToggle(): void;
}

export function RoleSelect({ user, isSelf, busy, idPrefix, onRole }: Omit<UserActionsProps, 'onToggle'>) {
  const id = `${idPrefix}-role-${user._id}`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Role of {user.name}
      </label>
      <select
        id={id}
        value={user.role}
        disabled={busy || isSelf}
        onChange={(e) => onRole(e.target.value as Role)}
        className={`${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full min-w-36 px-3 py-2 text-sm disabled:cursor-not-allowed disabled:bg-sand/50`}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </>
  );
}

export function StatusToggle({
  user,
  isSelf,
  busy,
  onToggle,
}: Pick<UserActionsProps, 'user' | 'isSelf' | 'busy' | 'onToggle'>) {
  if (isSelf) return <span className="text-sm text-muted">This is you</span>;
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-4! py-2! whitespace-nowrap"
      disabled={busy}
      aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.name}`}
      onClick={onToggle}
    >
      {user.isActive ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${active ? 'bg-leaf/10 text-leaf' : 'bg-madder/10 text-madder'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** Under the status of an account an admin created: its owner has not yet replaced the password the admin typed. */
export function PasswordPendingNote({ pending }: { pending: boolean | undefined }) {
  return pending ? <p className="mt-1 text-xs text-muted">Has not chosen a password yet</p> : null;
}

/** The top of an account's phone card: who it is and whether the account is active (or `badge` in its place). */
export function AccountCardHead({
  account,
  badge,
}: {
  account: Pick<AccountUser, 'name' | 'email' | 'phoneNumber' | 'isActive'> & { mustChangePassword?: boolean };
  badge?: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">{account.name}</p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">{account.email}</p>
          <p className="text-sm text-muted">{account.phoneNumber}</p>
        </div>
        {badge ?? <StatusBadge active={account.isActive} />}
      </div>
      <PasswordPendingNote pending={account.mustChangePassword} />
    </div>
  );
}
