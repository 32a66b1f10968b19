// /forgot-password: ask for a one-time reset link by email (DECISIONS X10).
import { AccountPage, ForgotPasswordForm } from '../features/account/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Forgot password') }, { name: 'robots', content: 'noindex' }];

export default function ForgotPassword() {
  return (
    <AccountPage
      title="Forgot your password?"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
