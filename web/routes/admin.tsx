// /admin: the admin panel (SPEC §2), for staff only: signed-out visitors go to /login and come back, shoppers go
// home. Data loads in the browser with the staff member's token; the server renders only the frame.
import { AdminHeader } from '../features/admin/admin-header.tsx';
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { SignedOutNote } from '../features/account/signed-out-note.tsx';
import { useAccountGuard } from '../features/account/use-account-guard.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Admin panel') }, { name: 'robots', content: 'noindex' }];

export default function Admin() {
  const guard = useAccountGuard('staff');
  if (guard.status === 'signed-out') return <SignedOutNote from="/admin" />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {guard.status === 'checking' ? (
        <div role="status" aria-busy="true" className="space-y-6">
          <span className="sr-only">Loading the admin panel…</span>
          <div className="h-14 w-72 max-w-full animate-pulse rounded-lg bg-sand" />
          <div className="h-64 animate-pulse rounded-xl bg-sand/60" />
        </div>
      ) : (
        <div className="space-y-8">
          <AdminHeader user={guard.user} />
          <AdminShell user={guard.user} />
        </div>
      )}
    </div>
  );
}
