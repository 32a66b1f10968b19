// The admin's view of the newsletter (newsletter:manage): a page of subscribers with search and counts, the whole
// list as CSV (DECISIONS X9), and removing an address for good.
import { count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { NEWSLETTER_SUBSCRIBERS_PAGE_SIZE } from '../../../domain/limits.ts';
import { NEWSLETTER_MESSAGES, type SubscriberListQuery } from '../../../domain/schemas/newsletter.ts';
import type { SubscriberPageView } from '../../../domain/schemas/newsletter-views.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema/newsletter.ts';
import { notFound } from '../../lib/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  createdAt: subscribers.createdAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(subscribers.email, containsPattern(search));
}

export function createSubscribersAdmin({ db }: { db: Database }) {
  async function list({ search, page }: SubscriberListQuery): Promise<SubscriberPageView> {
    const where = searchCondition(search);
    const [rows, [matching], [active]] = await Promise.all([
      db
        .select(columns)
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(NEWSLETTER_SUBSCRIBERS_PAGE_SIZE)
        .offset((page - 1) * NEWSLETTER_SUBSCRIBERS_PAGE_SIZE),
      db.select({ n: count() }).from(subscribers).where(where),
      db.select({ n: count() }).from(subscribers).where(isNull(subscribers.unsubscribedAt)),
    ]);
    const total = matching?.n ?? 0;
    return {
      subscribers: rows.map((r) => ({
        _id: r.id,
        email: r.email,
        subscribedAt: r.createdAt.toISOString(),
        unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
      })),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / NEWSLETTER_SUBSCRIBERS_PAGE_SIZE)),
      activeCount: active?.n ?? 0,
    };
  }

  /** Every address, newest first: email, subscribed at, status, unsubscribed at (ISO 8601, UTC). */
  async function exportCsv(): Promise<string> {
    const rows = await db.select(columns).from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
    return toCsv(
      ['Email', 'Subscribed at', 'Status', 'Unsubscribed at'],
      rows.map((r) => [
        r.email,
        r.createdAt.toISOString(),
        r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
        r.unsubscribedAt?.toISOString() ?? '',
      ]),
    );
  }

  /** Deletes the address for good (a request to forget it); its unsubscribe links stop working with it. */
  async function remove(id: string): Promise<void> {
    const [gone] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
    if (!gone) throw notFound(NEWSLETTER_MESSAGES.notFound);
  }

  return { list, exportCsv, remove };
}

export type SubscribersAdmin = ReturnType<typeof createSubscribersAdmin>;
