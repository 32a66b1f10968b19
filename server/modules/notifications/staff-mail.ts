// The messages staff send from the Messages section: the admin's test email (sent at once, answering whether the mail
// server accepted it) and a message written to one customer, both in the brand's template. What staff typed is only
// ever text in a block: the template escapes it, so it can never become HTML in the customer's inbox.
import { BRAND } from '../../../domain/brand.ts';
import { pakistanDateTime } from '../../../domain/pakistan-time.ts';
import type { CustomEmailInput } from '../../../domain/schemas/mail.ts';
import type { Database } from '../../db/client.ts';
import { composeMail, mailShop } from './templates/compose-mail.ts';
import type { MailBlock } from './templates/mail-content.ts';
import type { OutboxService, QueuedMail } from './outbox.service.ts';

export function testMail(to: string, linkBaseUrl: string, sentAt: Date): QueuedMail {
  const when = pakistanDateTime(sentAt, { zone: true });
  return composeMail(
    { kind: 'test', to, subject: `${BRAND.name} email test` },
    {
      preview: 'Your shop can send email.',
      greeting: null,
      blocks: [
        { type: 'heading', text: 'Your email settings work' },
        {
          type: 'paragraph',
          text: `This test message was sent from the ${BRAND.name} admin panel on ${when}.`,
        },
        { type: 'paragraph', text: 'Order confirmations, status updates and password resets will arrive like this.' },
      ],
    },
    mailShop(linkBaseUrl),
  );
}

/** Each line staff wrote is a paragraph of its own (a line break would be lost in HTML); blank lines are dropped. */
const paragraphs = (message: string): MailBlock[] =>
  message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ type: 'paragraph', text }));

export function customMail(input: CustomEmailInput, linkBaseUrl: string): QueuedMail {
  return composeMail(
    {
      kind: 'custom',
      to: input.to,
      subject: input.subject,
      ...(input.orderId ? { orderId: input.orderId } : {}),
      ...(input.preorderId ? { preorderId: input.preorderId } : {}),
    },
    {
      preview: input.message.slice(0, 120),
      greeting: 'Assalam-o-alaikum,',
      blocks: paragraphs(input.message),
    },
    mailShop(linkBaseUrl),
  );
}

export function createStaffMailer({
  db,
  outbox,
  linkBaseUrl,
  now = () => new Date(),
}: {
  db: Database;
  outbox: OutboxService;
  linkBaseUrl: string;
  now?: () => Date;
}) {
  return {
    /** null when the mail server accepted the test message, else its reason. */
    sendTest: (to: string) => outbox.sendNow(testMail(to, linkBaseUrl, now())),
    async sendCustom(input: CustomEmailInput): Promise<void> {
      await outbox.queue(db, customMail(input, linkBaseUrl));
      outbox.wake();
    },
  };
}

export type StaffMailer = ReturnType<typeof createStaffMailer>;
