// The account emails: the password-reset link (and, with the staff invite, the invitation), written once as blocks
// and rendered by the notifications module's templates.
import { BRAND } from '../../../domain/brand.ts';
import { composeMail, greeting, mailShop, type QueuedMail } from '../notifications/index.ts';

export function passwordResetMail(
  user: { name: string; email: string },
  link: string,
  linkBaseUrl: string,
): QueuedMail {
  return composeMail(
    { kind: 'password-reset', to: user.email, subject: `Reset your ${BRAND.name} password` },
    {
      preview: 'Choose a new password within 1 hour.',
      greeting: greeting(user.name),
      blocks: [
        { type: 'paragraph', text: `We received a request to reset the password of your ${BRAND.name} account.` },
        { type: 'paragraph', text: 'Open this link within 1 hour to choose a new password:' },
        { type: 'button', label: 'Choose a new password', href: link },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, you can ignore this email: your password stays the same.',
        },
      ],
    },
    mailShop(linkBaseUrl),
  );
}
