// The admin panel's top band: who is signed in, in which role (ROLE_LABELS: an admin reads 'Administrator'), and
// Logout, which asks first (SPEC §8 confirmation).
import { ROLE_LABELS } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { Button } from '../../ui/button.tsx';
import { LogOut } from '../../ui/icons/log-out.ts';
import { InitialsAvatar } from '../../ui/initials-avatar.tsx';
import { useSignOut } from '../account/use-sign-out.ts';

const LOGOUT_CONFIRMATION = 'Are you sure you want to logout from the admin panel?';

export function AdminHeader({ user }: { user: AccountUser }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-4">
        <InitialsAvatar name={user.name} className="h-12 w-12 text-lg" />
        <div className="min-w-0">
          <h1 className="text-3xl leading-tight sm:text-4xl">Admin panel</h1>
          <p className="mt-1 truncate text-sm text-muted">
            Signed in as <span className="font-medium text-ink">{user.name}</span> · {ROLE_LABELS[user.role]}
          </p>
        </div>
      </div>
      <Button variant="secondary" onClick={() => window.confirm(LOGOUT_CONFIRMATION) && void signOut()}>
        <LogOut className="h-4 w-4" aria-hidden />
        Logout
      </Button>
    </div>
  );
}
