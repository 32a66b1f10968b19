// /change-password: the owner of an account an admin created chooses their own password before anything else
// (security row 20); the server refuses every other call until then. Done, they go where signing in would have taken them.
import { useLocation, useNavigate } from 'react-router';
import {
  AccountPage,
  accountState,
  ChangePasswordForm,
  destinationAfterSignIn,
  SignedOutNote,
  useSignOut,
} from '../features/account/index.ts';
import { useSession } from '../features/session/index.ts';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';
import { Button } from '../ui/button.tsx';

export const meta = () => [{ title: pageTitle('Choose your password') }, { name: 'robots', content: 'noindex' }];

export default function ChangePassword() {
  const hydrated = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { state } = useLocation();
  const { from } = accountState(state);
  const signOut = useSignOut();

  if (!hydrated) return <div className="mx-auto min-h-[60vh] max-w-md px-4 py-12" aria-busy="true" />;
  if (!user) return <SignedOutNote from="/change-password" />;

  return (
    <AccountPage
      title="Choose your password"
      intro="Your account was set up by the shop. Choose a password only you know: the one you were given stops working, and you are signed out on other devices."
      footer={
        <Button variant="ghost" className="px-0!" onClick={() => void signOut()}>
          Sign out instead
        </Button>
      }
    >
      <ChangePasswordForm
        submitLabel="Save my password"
        onChanged={(changed) => {
          navigate(destinationAfterSignIn(changed, from), { replace: true });
        }}
      />
    </AccountPage>
  );
}
