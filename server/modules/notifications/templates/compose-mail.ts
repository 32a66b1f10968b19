// Turns a template's blocks into a queued message: the subject and envelope, the branded HTML part and the plain-text
// part, both from the same content. Every template module ends with one call to this.
import { BRAND } from '../../../../domain/brand.ts';
import type { QueuedMail } from '../outbox.service.ts';
import type { MailContent, MailShop } from './mail-content.ts';
import { renderMailHtml } from './mail-html.tsx';
import { renderMailText } from './mail-text.ts';

/** Who receives it and what it is about: everything of a queued message except its two bodies. */
export type MailEnvelope = Omit<QueuedMail, 'text' | 'html'>;

/** The shop as every message names and links it; `linkBaseUrl` is PUBLIC_URL. */
export const mailShop = (linkBaseUrl: string): MailShop => ({
  name: BRAND.name,
  tagline: BRAND.tagline,
  url: linkBaseUrl.replace(/\/$/, ''),
});

export function composeMail(envelope: MailEnvelope, content: MailContent, shop: MailShop): QueuedMail {
  return {
    ...envelope,
    text: renderMailText(content, shop),
    html: renderMailHtml(content, shop, envelope.subject),
  };
}
