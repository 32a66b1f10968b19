// Loads a page of the Preorders tab (GET /api/preorders) for the filters and page in the address; asks again when they
// change, on Retry, and after a change to a preorder (reload()). The last page stays on screen while the next loads.
import type { PreorderPageView } from '../../../../domain/schemas/preorder-views.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

const failure = (err: unknown) => failureMessage(err, PREORDER_MESSAGES.fetchFailed);

export function usePreorders(queryString: string) {
  return useApiQuery<PreorderPageView>(`/preorders?${queryString}`, { failure, keepPreviousData: true });
}
