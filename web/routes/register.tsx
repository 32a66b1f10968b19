// /register: create a customer account (SPEC §2, §5; DECISIONS X2: always a customer), then back where the shopper
// came from. Signed-in visitors are sent on, like on /login.
import { useLocation } from 'react-router';
import {
  AccountPage,
  accountState,
  destinationAfterSignIn,
  RegisterForm,
  useLeaveWhenSignedIn,
} from '../features/account/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Create an account') }, { name: 'robots', content: 'noindex' }];

export default function Register() {
  const { state } = useLocation();
  const { from } = accountState(state);
  useLeaveWhenSignedIn((user) => destinationAfterSignIn(user, from));

  return (
    <AccountPage
      wide
      title="Create an account"
      intro="Save your wishlist to your account and see it on every device."
      footer={
        <p>
          Already have an account?{' '}
          <TextLink to="/login" state={{ from }}>
            Sign in
          </TextLink>
        </p>
      }
    >
      <RegisterForm />
    </AccountPage>
  );
}
