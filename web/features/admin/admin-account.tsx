// The pieces of the admin layout's header and menu: the panel's title, who is signed in and in which role (ROLE_LABELS: an admin
// reads 'Administrator'), the way back to the shop, and Logout, which asks first (SPEC §8 confirmation).
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { ROLE_LABELS } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { LogOut } from '../../ui/icons/log-out.ts';
import { Store } from '../../ui/icons/store.ts';
import { InitialsAvatar } from '../../ui/initials-avatar.tsx';
import { useSignOut } from '../account/index.ts';

const LOGOUT_CONFIRMATION = 'Are you sure you want to logout from the admin panel?';

/** The shop's name with an 'Admin' mark, the panel's title in its header and menu; `hidden` is read only by screen
 *  readers. */
export function AdminBrand({ hidden = '' }: { hidden?: string }) {
  return (
    <span className="flex min-w-0 items-baseline gap-2">
      <span className="font-display text-2xl font-semibold tracking-wide">{BRAND.name}</span>
      <span className="rounded-full border border-linen px-2 py-0.5 text-[10px] font-semibold uppercase tracking-[0.2em] text-muted">
        Admin{hidden && <span className="sr-only"> {hidden}</span>}
      </span>
    </span>
  );
}

/** One line in the header; `stacked` (the phone menu) puts the role under the name rather than cutting it. */
export function AccountSummary({ user, stacked = false }: { user: AccountUser; stacked?: boolean }) {
  const role = ROLE_LABELS[user.role];
  return (
    <div className="flex min-w-0 items-center gap-3">
      <InitialsAvatar name={user.name} className="h-9 w-9 text-sm" />
      {stacked ? (
        <p className="min-w-0 text-sm">
          <span className="sr-only">Signed in as </span>
          <span className="block truncate font-medium text-ink">{user.name}</span>
          <span className="sr-only"> · </span>
          <span className="block text-muted">{role}</span>
        </p>
      ) : (
        <p className="min-w-0 truncate text-sm text-muted">
          Signed in as <span className="font-medium text-ink">{user.name}</span> · {role}
        </p>
      )}
    </div>
  );
}

export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border border-ink px-4 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white"
      onClick={() => window.confirm(LOGOUT_CONFIRMATION) && void signOut()}
    >
      <LogOut className="h-4 w-4" aria-hidden />
      Logout
    </button>
  );
}

/** The Admin View / Customer View switch, from the panel's side: the shop as customers see it. */
export function ViewShopLink() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink transition hover:bg-sand"
    >
      <Store className="h-4 w-4" aria-hidden />
      View shop
    </Link>
  );
}
