// The account emails: the password-reset link, the email-change notice to the old address and the staff invitation,
// written once as blocks and rendered by the notifications module's templates.
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

/** Sent to the OLD address when an account's email changed (issue 28): the change, when, and a link (7 days) that puts
 *  the old address back and signs the account out everywhere, in case it was not its owner who changed it. */
export function emailChangedMail(
  name: string,
  change: { oldEmail: string; newEmail: string; at: Date; undoLink: string; validUntil: Date },
  linkBaseUrl: string,
): QueuedMail {
  return composeMail(
    { kind: 'email-changed', to: change.oldEmail, subject: `The email of your ${BRAND.name} account was changed` },
    {
      preview: `Your account's email is now ${change.newEmail}. Not you? Undo it within 7 days.`,
      greeting: greeting(name),
      blocks: [
        { type: 'paragraph', text: `The email address of your ${BRAND.name} account was changed.` },
        {
          type: 'rows',
          rows: [
            { label: 'Old address', value: change.oldEmail },
            { label: 'New address', value: change.newEmail },
            { label: 'Changed on', value: pakistanDateTime(change.at, { zone: true }) },
          ],
        },
        {
          type: 'paragraph',
          text: 'If you made this change, there is nothing to do. If you did not, open this link: it puts your old address back and signs your account out on every device, then you choose a new password.',
        },
        { type: 'button', label: 'This was not me: undo the change', href: change.undoLink },
        { type: 'callout', text: `The link works once, until ${pakistanDateTime(change.validUntil, { zone: true })}.` },
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
