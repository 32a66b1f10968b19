// /login: sign in (SPEC §2, §5), with any message passed in navigation state (an admin sign-up, a password reset, an
// expired session); signed-in visitors are sent on: staff to /admin, shoppers back where they came from.
import { useLocation } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../domain/accounts.ts';
import { BRAND } from '../../domain/brand.ts';
import {
  AccountPage,
  accountState,
  destinationAfterSignIn,
  LoginForm,
  useLeaveWhenSignedIn,
} from '../features/account/index.ts';
import { FormNotice } from '../ui/form-messages.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Sign in') }, { name: 'robots', content: 'noindex' }];

export default function Login() {
  const { state } = useLocation();
  const { from, message } = accountState(state);
  useLeaveWhenSignedIn((user) => destinationAfterSignIn(user, from));

  return (
    <AccountPage
      title="Sign in"
      intro="Welcome back. Sign in to keep your wishlist on every device."
      footer={
        <p>
          New to {BRAND.name}?{' '}
          <TextLink to="/register" state={{ from }}>
            Create an account
          </TextLink>
        </p>
      }
    >
      <div className="space-y-5">
        <FormNotice message={message} tone={message === ACCOUNT_MESSAGES.sessionExpired ? 'info' : 'success'} />
        <LoginForm />
      </div>
    </AccountPage>
  );
}
