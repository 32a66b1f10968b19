// The newsletter's mail: the welcome when a subscription starts, and a general update queued to every subscriber who
// has not unsubscribed, a page at a time, each message with that subscriber's own unsubscribe links.
import type { GeneralUpdateInput } from '../../../domain/schemas/mail.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { OutboxService } from '../notifications/index.ts';
import { generalUpdateMail, newsletterWelcomeMail } from './newsletter-mail.ts';
import type { NewsletterService } from './newsletter.service.ts';

/** Subscribers queued per transaction: a big list never holds one long transaction. */
const PAGE = 500;

export const NO_SUBSCRIBERS = 'No one is subscribed to the newsletter yet: nothing was sent.';

export function createNewsletterMailer({
  db,
  newsletter,
  outbox,
  linkBaseUrl,
}: {
  db: Database;
  newsletter: NewsletterService;
  outbox: OutboxService;
  linkBaseUrl: string;
}) {
  /** Subscribes the address; a subscription that starts (new, or after an unsubscribe) is welcomed by email. */
  async function subscribe(email: string): Promise<void> {
    if (!(await newsletter.subscribe(email))) return;
    const subscriber = await newsletter.subscriberByEmail(email);
    if (!subscriber) return;
    await outbox.queue(db, newsletterWelcomeMail(subscriber, linkBaseUrl));
    outbox.wake();
  }

  /** Queues the update to everyone still subscribed; answers how many. */
  async function sendGeneralUpdate(update: GeneralUpdateInput): Promise<number> {
    let queued = 0;
    let afterId: string | undefined;
    for (;;) {
      const page = await newsletter.activeSubscribers({ afterId, limit: PAGE });
      if (page.length === 0) break;
      await db.transaction(async (tx) => {
        for (const subscriber of page) await outbox.queue(tx, generalUpdateMail(subscriber, update, linkBaseUrl));
      });
      queued += page.length;
      afterId = page.at(-1)!.id;
      if (page.length < PAGE) break;
    }
    if (queued === 0) throw badRequest(NO_SUBSCRIBERS);
    outbox.wake();
    return queued;
  }

  return { subscribe, sendGeneralUpdate };
}

export type NewsletterMailer = ReturnType<typeof createNewsletterMailer>;
