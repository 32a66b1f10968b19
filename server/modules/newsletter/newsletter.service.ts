// Newsletter sign-ups and the way out: each address is stored once; signing up again is not an error and reveals
// nothing; an unsubscribe link (unsubscribe-tokens.ts) stops the newsletter, and signing up again starts it again.
// Mail code asks here for who to write to and the links to put in each message.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { subscriberIdOf, unsubscribeToken } from './unsubscribe-tokens.ts';

export interface NewsletterDeps {
  db: Database;
  /** HMAC key of unsubscribe links; changing it (a new session secret) makes the links already sent invalid. */
  unsubscribeKey: Uint8Array;
  /** The shop's public address (PUBLIC_URL) the links start with. */
  linkBaseUrl: string;
}

/** A subscriber as mail code needs them: where to write and the two ways out to put in the message. */
export interface SubscriberRecipient {
  id: string;
  email: string;
  /** The page with the Unsubscribe button, for the message's body (a GET never unsubscribes: scanners open links). */
  unsubscribeUrl: string;
  /** For the `List-Unsubscribe` header with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

const recipientColumns = { id: newsletterSubscribers.id, email: newsletterSubscribers.email };
const stillSubscribed = isNull(newsletterSubscribers.unsubscribedAt);

export function createNewsletterService({ db, unsubscribeKey, linkBaseUrl }: NewsletterDeps) {
  const base = linkBaseUrl.replace(/\/+$/, '');
  const tokenQuery = (id: string) => `token=${encodeURIComponent(unsubscribeToken(unsubscribeKey, id))}`;

  function unsubscribeUrl(subscriber: { id: string }): string {
    return `${base}/unsubscribe?${tokenQuery(subscriber.id)}`;
  }

  function oneClickUnsubscribeUrl(subscriber: { id: string }): string {
    return `${base}/api/newsletter/unsubscribe?${tokenQuery(subscriber.id)}`;
  }

  const recipient = (row: { id: string; email: string }): SubscriberRecipient => ({
    ...row,
    unsubscribeUrl: unsubscribeUrl(row),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(row),
  });

  /**
   * Stores the address (lower case, once), or subscribes it again after an unsubscribe. True when this call started
   * a subscription, new or renewed: the welcome mail goes then, not to every repeat of the form.
   */
  async function subscribe(email: string): Promise<boolean> {
    const started = await db.execute(sql`
      insert into ${newsletterSubscribers} (email) values (${email})
      on conflict (lower(email)) do update set unsubscribed_at = null, created_at = now()
        where ${newsletterSubscribers.unsubscribedAt} is not null
      returning id`);
    return started.rows.length > 0;
  }

  /** Stops the newsletter for the link's subscriber; again is fine (one click and the page may both arrive). */
  async function unsubscribe(token: string | undefined): Promise<void> {
    if (!token) throw badRequest(NEWSLETTER_MESSAGES.missingLink);
    const id = subscriberIdOf(unsubscribeKey, token);
    if (!id) throw notFound(NEWSLETTER_MESSAGES.badLink);
    const [found] = await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id });
    // A removed address: its link is as invalid as a forged one.
    if (!found) throw notFound(NEWSLETTER_MESSAGES.badLink);
  }

  /** Those still subscribed, in id order from after `afterId`: a general update is queued page by page. */
  async function activeSubscribers({
    afterId,
    limit,
  }: {
    afterId?: string;
    limit: number;
  }): Promise<SubscriberRecipient[]> {
    const rows = await db
      .select(recipientColumns)
      .from(newsletterSubscribers)
      .where(afterId ? and(stillSubscribed, gt(newsletterSubscribers.id, afterId)) : stillSubscribed)
      .orderBy(asc(newsletterSubscribers.id))
      .limit(limit);
    return rows.map(recipient);
  }

  /** The subscriber with this address (any case) if still subscribed, for the welcome mail; else null. */
  async function subscriberByEmail(email: string): Promise<SubscriberRecipient | null> {
    const [row] = await db
      .select(recipientColumns)
      .from(newsletterSubscribers)
      .where(and(stillSubscribed, sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`));
    return row ? recipient(row) : null;
  }

  return { subscribe, unsubscribe, unsubscribeUrl, oneClickUnsubscribeUrl, activeSubscribers, subscriberByEmail };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
