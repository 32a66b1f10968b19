// Loads a page of the contact-form messages (GET /api/contact-messages) and asks again every few minutes while shown:
// each attachment's download link is signed for 10 minutes, so the links on screen never go stale.
import { useEffect } from 'react';
import type { ContactMessagePageView } from '../../../../domain/schemas/contact-views.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

const failure = (err: unknown) => failureMessage(err, 'Failed to get contact messages');

/** Well inside the links' 10 minutes. */
const REFRESH_MS = 5 * 60_000;

export function useContactMessages(page: number) {
  const query = useApiQuery<ContactMessagePageView>(`/contact-messages?page=${page}`, {
    failure,
    keepPreviousData: true,
  });
  const { reload } = query;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return query;
}
