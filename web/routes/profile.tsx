// /profile: the shopper's own account, view and edit (SPEC §2; DECISIONS D3), with the way to their orders and
// wishlist. Signed-out visitors go to /login and come back; staff have theirs in the admin panel.
import {
  AccountLinks,
  AccountPage,
  ProfilePanel,
  SignedOutNote,
  useAccountGuard,
  useSignOut,
} from '../features/account/index.ts';
import { pageTitle } from '../lib/meta.ts';
import { LogOut } from '../ui/icons/log-out.ts';
import { Button } from '../ui/button.tsx';

export const meta = () => [{ title: pageTitle('My account') }, { name: 'robots', content: 'noindex' }];

export default function Profile() {
  const guard = useAccountGuard('customer');
  const signOut = useSignOut();

  if (guard.status === 'signed-out') return <SignedOutNote from="/profile" />;
  return (
    <AccountPage wide title="My account">
      {guard.status === 'checking' ? (
        <div role="status" aria-busy="true" className="h-64 animate-pulse rounded-lg bg-sand/60">
          <span className="sr-only">Loading your profile…</span>
        </div>
      ) : (
        <>
          <AccountLinks />
          <ProfilePanel />
          <div className="mt-8 border-t border-linen pt-6">
            <Button variant="ghost" className="px-0!" onClick={() => void signOut()}>
              <LogOut className="h-4 w-4" aria-hidden />
              Sign out
            </Button>
          </div>
        </>
      )}
    </AccountPage>
  );
}
