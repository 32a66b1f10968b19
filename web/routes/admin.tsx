// /admin: the admin panel (SPEC §2), for staff only: signed-out visitors go to /login and come back, shoppers go
// home. Data loads in the browser with the staff member's token; the server renders only the frame (the admin layout
// around it is routes/admin-layout.tsx).
import { AdminShell } from '../features/admin/index.ts';
import { SignedOutNote, useAccountGuard } from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Admin panel') }, { name: 'robots', content: 'noindex' }];

export default function Admin() {
  const guard = useAccountGuard('staff');
  if (guard.status === 'signed-out') return <SignedOutNote from="/admin" />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
      <h1 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">Admin panel</h1>
      <div className="mt-2">
        {guard.status === 'checking' ? (
          <div role="status" aria-busy="true" className="space-y-6">
            <span className="sr-only">Loading the admin panel…</span>
            <div className="h-9 w-56 max-w-full animate-pulse rounded-lg bg-sand" />
            <div className="h-64 animate-pulse rounded-xl bg-sand/60" />
          </div>
        ) : (
          <AdminShell user={guard.user} />
        )}
      </div>
    </div>
  );
}
