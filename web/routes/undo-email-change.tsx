// /undo-email-change/:token: the link mailed to an account's old address when its email changed (issue 28).
import { useParams } from 'react-router';
import { AccountPage, UndoEmailChange } from '../features/account/index.ts';
import { TextLink } from '../ui/text-link.tsx';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Undo the email change') }, { name: 'robots', content: 'noindex' }];

export default function UndoEmailChangePage() {
  const { token = '' } = useParams();
  return (
    <AccountPage
      title="Undo the email change"
      intro="Did someone else change the email of your account? The link in your email works once, for 7 days."
      footer={
        <p>
          <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <UndoEmailChange token={token} />
    </AccountPage>
  );
}
