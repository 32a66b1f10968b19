// The newsletter's emails: the welcome after subscribing and a general update staff write to every subscriber. Both
// carry List-Unsubscribe with one-click unsubscribe (RFC 8058) and the footer's unsubscribe link.
import { BRAND } from '../../../domain/brand.ts';
import { composeMail, mailShop, type MailBlock, type QueuedMail } from '../notifications/index.ts';
import type { SubscriberRecipient } from './newsletter.service.ts';

/** Who a newsletter message goes to, with the page link for the footer and the one-click link for the header. */
type MailSubscriber = Pick<SubscriberRecipient, 'email' | 'unsubscribeUrl' | 'oneClickUnsubscribeUrl'>;

/** RFC 2369 and RFC 8058: mail programs show an Unsubscribe button that POSTs to the link, no page to open. */
const unsubscribeHeaders = (to: MailSubscriber) => ({
  'List-Unsubscribe': `<${to.oneClickUnsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const footer = (unsubscribeUrl: string) => ({
  note: `You receive this email because you subscribed to the ${BRAND.name} newsletter.`,
  unsubscribeUrl,
});

export function newsletterWelcomeMail(to: MailSubscriber, linkBaseUrl: string): QueuedMail {
  return composeMail(
    {
      kind: 'newsletter-welcome',
      to: to.email,
      subject: `Welcome to the ${BRAND.name} newsletter`,
      headers: unsubscribeHeaders(to),
    },
    {
      preview: 'New pieces from our artisans, first.',
      greeting: 'Assalam-o-alaikum,',
      blocks: [
        { type: 'paragraph', text: `Thank you for subscribing to the ${BRAND.name} newsletter.` },
        {
          type: 'paragraph',
          text: 'We write when new handmade pieces arrive from our artisans, and before Eid and the wedding season: no more than a few emails a month.',
        },
        { type: 'button', label: 'See what is new', href: `${linkBaseUrl}/shop` },
        { type: 'paragraph', text: 'You can unsubscribe at any time with the link at the bottom of every email.' },
      ],
      footer: footer(to.unsubscribeUrl),
    },
    mailShop(linkBaseUrl),
  );
}

/** Staff's words to every subscriber, paragraph by paragraph, in the brand's template. */
export function generalUpdateMail(
  to: MailSubscriber,
  update: { subject: string; message: string },
  linkBaseUrl: string,
): QueuedMail {
  const paragraphs: MailBlock[] = update.message
    .trim()
    .split(/\n{2,}/)
    .map((text) => ({ type: 'paragraph', text: text.trim() }));
  return composeMail(
    { kind: 'newsletter-update', to: to.email, subject: update.subject, headers: unsubscribeHeaders(to) },
    {
      preview: update.message.trim().slice(0, 120),
      greeting: 'Assalam-o-alaikum,',
      blocks: [...paragraphs, { type: 'button', label: `Visit ${BRAND.name}`, href: `${linkBaseUrl}/shop` }],
      footer: footer(to.unsubscribeUrl),
    },
    mailShop(linkBaseUrl),
  );
}
