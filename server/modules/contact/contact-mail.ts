// The contact form's two emails: the message to the shop (reply goes to the sender, their file attached) and the
// acknowledgement to the sender with a copy of what they wrote and how else to reach the shop. Written once as blocks.
import { CONTACT_SUBJECTS } from '../../../domain/contact.ts';
import { BRAND } from '../../../domain/brand.ts';
import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { ContactSettingsPayload } from '../../../domain/schemas/settings.ts';
import { composeMail, greeting, mailShop, type QueuedMail } from '../notifications/index.ts';

/** The file the sender attached, as the outbox keeps it (private storage). */
export type AttachedFile = NonNullable<QueuedMail['attachments']>[number];

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

/** To the shop's contact address: the sender's details as rows and their words; replying answers the sender. */
export function contactToShopMail(
  message: ContactMessage,
  shopEmail: string,
  attachment: AttachedFile | null,
  linkBaseUrl: string,
): QueuedMail {
  const topic = subjectLabel(message.subject);
  return composeMail(
    {
      kind: 'contact-to-shop',
      to: shopEmail,
      replyTo: message.email,
      subject: `Contact form: ${topic} from ${message.name}`,
      ...(attachment ? { attachments: [attachment] } : {}),
    },
    {
      preview: message.message.slice(0, 120),
      greeting: null,
      blocks: [
        { type: 'heading', text: `${topic} from ${message.name}` },
        {
          type: 'rows',
          rows: [
            { label: 'Name', value: message.name },
            { label: 'Email', value: message.email, href: `mailto:${message.email}` },
            ...(message.phone ? [{ label: 'Phone', value: message.phone }] : []),
            ...(message.location ? [{ label: 'Location', value: message.location }] : []),
            { label: 'Subject', value: topic },
            ...(attachment ? [{ label: 'Attachment', value: attachment.filename }] : []),
          ],
        },
        ...message.message.split(/\n{2,}/).map((text) => ({ type: 'paragraph' as const, text })),
        { type: 'paragraph', text: `Reply to this email to answer ${message.name} directly.` },
        { type: 'button', label: 'Open the admin panel', href: `${linkBaseUrl}/admin?tab=messages` },
      ],
      footer: { note: `Sent from the contact form on ${linkBaseUrl}/contact.` },
    },
    mailShop(linkBaseUrl),
  );
}

/** To the sender: thanks, a copy of their message, the shop's hours and its other ways in. */
export function contactAcknowledgementMail(
  message: ContactMessage,
  shop: ContactSettingsPayload,
  linkBaseUrl: string,
): QueuedMail {
  return composeMail(
    { kind: 'contact-acknowledgement', to: message.email, subject: `We received your message, ${BRAND.name}` },
    {
      preview: 'Thank you for writing to us. We will get back to you soon.',
      greeting: greeting(message.name),
      blocks: [
        {
          type: 'paragraph',
          text: `Thank you for writing to ${BRAND.name}. We read every message and will get back to you soon.`,
        },
        { type: 'heading', text: 'Your message' },
        { type: 'callout', text: `${subjectLabel(message.subject)}: ${message.message}` },
        {
          type: 'rows',
          title: 'Our hours (Pakistan time)',
          rows: shop.hours.map((h) => ({ label: h.days, value: h.hours })),
        },
        {
          type: 'rows',
          title: 'Other ways to reach us',
          rows: [
            { label: 'Email', value: shop.email, href: `mailto:${shop.email}` },
            { label: 'Phone', value: shop.phone },
            ...(shop.whatsapp && shop.whatsapp !== shop.phone ? [{ label: 'WhatsApp', value: shop.whatsapp }] : []),
          ],
        },
        { type: 'button', label: 'Browse the shop', href: `${linkBaseUrl}/shop` },
      ],
      footer: { note: `You received this email because you wrote to us through ${linkBaseUrl}/contact.` },
    },
    mailShop(linkBaseUrl),
  );
}
