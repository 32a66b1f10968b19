// Looks a preorder up by its ID (GET /api/preorders/track/{id}): the full preorder for its signed-in owner and staff,
// the masked view for anyone else; found preorders go into the preorder history.
import { useMemo } from 'react';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { ApiError } from '../../lib/api.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { existingUploadTokenHeader } from '../../lib/upload-token.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { useSession } from '../session/index.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { toPreorderDisplay, type PreorderAnswer, type PreorderDisplay } from './preorder-display.ts';

export type { PreorderAnswer };
import { rememberPreorder } from './preorder-history.ts';

export type PreorderLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'not-found' }
  /** `preorder` for the diary's screens; `answer` as the server gave it (full or masked), for the confirmation. */
  | { state: 'found'; preorder: PreorderDisplay; answer: PreorderAnswer }
  | { state: 'error'; message: string };

/** The full view names the contact; the masked one only a first name. */
export const isFullPreorder = (answer: PreorderAnswer): answer is PreorderView => 'contact' in answer;

type LookupFailure = Extract<PreorderLookup, { state: 'not-found' | 'error' }>;

/** Not found, or the server's words (too many lookups), or the spec's default when it gave none. */
export function lookupFailure(err: unknown): LookupFailure {
  if (err instanceof ApiError && err.status === 404) return { state: 'not-found' };
  return { state: 'error', message: failureMessage(err, PREORDER_MESSAGES.trackFailed) };
}

const remember = (answer: PreorderAnswer) => rememberPreorder(toPreorderDisplay(answer));

export function usePreorderLookup(preorderId: string | null): { lookup: PreorderLookup; reload: () => void } {
  // The owner's token must be read from storage first, or a signed-in shopper would get the masked view.
  const sessionReady = useStoreHydrated(useSession);
  // Reloading the preorder on screen (fresh signed links, a new screenshot) keeps it shown meanwhile.
  const { data, error, reload } = useApiQuery<PreorderAnswer, LookupFailure>(
    preorderId && sessionReady ? `/preorders/track/${encodeURIComponent(preorderId)}` : null,
    { failure: lookupFailure, onData: remember, headers: existingUploadTokenHeader },
  );
  const preorder = useMemo(() => data && toPreorderDisplay(data), [data]);
  const lookup: PreorderLookup = !preorderId
    ? { state: 'idle' }
    : (error ?? (data && preorder ? { state: 'found', preorder, answer: data } : { state: 'loading' }));
  return { lookup, reload };
}
