// The account emails: the password-reset link and the staff invitation, written once as blocks and rendered by the
// notifications module's templates.
import { ROLE_LABELS, type StaffRole } from '../../../domain/accounts.ts';
import { BRAND } from '../../../domain/brand.ts';
import { pakistanDateTime } from '../../../domain/pakistan-time.ts';
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

/** An admin invited someone to the staff: the one-time /admin-signup link, the role it gives, and until when it works. */
export function staffInviteMail(
  to: string,
  invite: { link: string; role: StaffRole; expiresAt: Date; invitedBy: string },
  linkBaseUrl: string,
): QueuedMail {
  const role = ROLE_LABELS[invite.role].toLowerCase();
  const until = pakistanDateTime(invite.expiresAt, { zone: true });
  return composeMail(
    { kind: 'staff-invite', to, subject: `You are invited to join ${BRAND.name} as ${role}` },
    {
      preview: `${invite.invitedBy} invited you to the ${BRAND.name} staff. The link works once, for 7 days.`,
      greeting: 'Assalam-o-alaikum,',
      blocks: [
        {
          type: 'paragraph',
          text: `${invite.invitedBy} has invited you to join the ${BRAND.name} team as ${role}.`,
        },
        { type: 'paragraph', text: 'Open this link to create your staff account:' },
        { type: 'button', label: 'Create your staff account', href: invite.link },
        { type: 'callout', text: `The link works once, until ${until}.` },
        {
          type: 'paragraph',
          text: 'If you were not expecting this invitation, you can ignore this email: no account is created without you.',
        },
      ],
    },
    mailShop(linkBaseUrl),
  );
}
