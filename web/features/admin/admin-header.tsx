// The admin panel's compact top band (issue 17), in place of the shop's header: the shop's name, 'View shop' and the
// account with Logout; on phones the menu button, whose drawer carries the sections and the account.
import { Link } from 'react-router';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { AccountSummary, AdminBrand, LogoutButton, ViewShopLink } from './admin-account.tsx';
import { AdminMenu } from './admin-nav.tsx';

/** `user` is null until the saved session is read (the server renders every page signed out) and for non-staff. */
export function AdminHeader({ user }: { user: AccountUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-linen bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6 lg:px-8">
        {user ? <AdminMenu user={user} /> : <span aria-hidden className="h-10 w-10 shrink-0 lg:hidden" />}
        <Link to="/admin" className="min-w-0">
          <AdminBrand />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <ViewShopLink />
          {user && (
            <div className="flex min-w-0 items-center gap-4 border-l border-linen pl-4 max-lg:hidden">
              <AccountSummary user={user} />
              <LogoutButton />
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
