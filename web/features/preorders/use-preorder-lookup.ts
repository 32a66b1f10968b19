// Looks a preorder up by its PO- ID (GET /api/preorders/track/{id}): the full preorder for its signed-in owner and
// staff, the masked view for anyone else holding the ID (X4, D12).
import { PREORDER_MESSAGES } from '../../../domain/preorders.ts';
import type { PreorderTrackingView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { ApiError } from '../../lib/api.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { useSession } from '../account/session-store.ts';

export type PreorderAnswer = PreorderView | PreorderTrackingView;

export type PreorderLookup =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'found'; preorder: PreorderAnswer }
  | { state: 'error'; message: string };

type LookupFailure = Extract<PreorderLookup, { state: 'not-found' | 'error' }>;

/** The full view names the contact; the masked one only a first name. */
export const isFullPreorder = (answer: PreorderAnswer): answer is PreorderView => 'contact' in answer;

/** Not found, or the server's words (too many lookups, no connection), or the spec's default when it gave none. */
function failure(err: unknown): LookupFailure {
  if (err instanceof ApiError && err.status === 404) return { state: 'not-found' };
  return {
    state: 'error',
    message:
      err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message)
        ? err.message
        : PREORDER_MESSAGES.trackFailed,
  };
}

export function usePreorderLookup(preorderId: string): { lookup: PreorderLookup; reload: () => void } {
  // The owner's token must be read from storage first, or a signed-in shopper would get the masked view.
  const sessionReady = useStoreHydrated(useSession);
  const { data, error, reload } = useApiQuery<PreorderAnswer, LookupFailure>(
    sessionReady ? `/preorders/track/${encodeURIComponent(preorderId)}` : null,
    { failure },
  );
  const lookup: PreorderLookup = error ?? (data ? { state: 'found', preorder: data } : { state: 'loading' });
  return { lookup, reload };
}
