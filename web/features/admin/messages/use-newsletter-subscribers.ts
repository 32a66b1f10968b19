// Loads a page of newsletter subscribers (GET /api/newsletter/subscribers) for the search and page; asks again when
// either changes, on Retry, and after an address is removed (reload()).
import type { SubscriberPageView } from '../../../../domain/schemas/newsletter-views.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export interface SubscriberQuery {
  search: string;
  page: number;
}

const failure = (err: unknown) => failureMessage(err, 'Failed to get newsletter subscribers');

/** The last page stays on screen while the next one loads. */
export function useNewsletterSubscribers({ search, page }: SubscriberQuery) {
  const params = new URLSearchParams({ page: String(page) });
  // An empty search is left out: the API would search for nothing.
  if (search.trim()) params.set('search', search.trim());
  return useApiQuery<SubscriberPageView>(`/newsletter/subscribers?${params}`, { failure, keepPreviousData: true });
}
