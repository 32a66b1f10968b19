// /reset-password/:token: choose a new password with the emailed one-time link (DECISIONS X10).
import { useParams } from 'react-router';
import { AccountPage, ResetPasswordForm } from '../features/account/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Choose a new password') }, { name: 'robots', content: 'noindex' }];

export default function ResetPassword() {
  const { token = '' } = useParams();
  return (
    <AccountPage
      title="Choose a new password"
      intro="The link in your email works once, for 1 hour. Setting a new password signs you out on your other devices."
      footer={
        <p>
          <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <ResetPasswordForm token={token} />
    </AccountPage>
  );
}
