// Newsletter sign-ups: each address is stored once; signing up again is not an error and reveals nothing.
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

export function createNewsletterService({ db }: { db: Database }) {
  async function subscribe(email: string): Promise<void> {
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
  }
  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
