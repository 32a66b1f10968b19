// Looks an order up by its tracking ID (GET /api/orders/track/{id}): the full order for its signed-in owner, the
// masked view for anyone else; found orders go into the tracking history.
import { useMemo } from 'react';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { ApiError } from '../../lib/api.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { existingUploadTokenHeader } from '../../lib/upload-token.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { useSession } from '../session/index.ts';
import { toDisplay, type OrderAnswer, type OrderDisplay } from './order-types.ts';
import { rememberOrder } from './tracking-history.ts';

export type OrderLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'found'; order: OrderDisplay }
  | { state: 'error'; message: string };

type LookupFailure = Extract<OrderLookup, { state: 'not-found' | 'error' }>;

/** Not found, or the server's words (too many lookups, no connection), or the spec's default when it gave none. */
function failure(err: unknown): LookupFailure {
  if (err instanceof ApiError && err.status === 404) return { state: 'not-found' };
  return {
    state: 'error',
    message:
      err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message)
        ? err.message
        : ORDER_MESSAGES.trackFailed,
  };
}

const remember = (answer: OrderAnswer) => rememberOrder(toDisplay(answer));

export function useOrderLookup(trackingId: string | null): { lookup: OrderLookup; reload: () => void } {
  // The owner's token must be read from storage first, or a signed-in shopper would get the masked view.
  const sessionReady = useStoreHydrated(useSession);
  // Reloading the order on screen (a fresh screenshot link) keeps it shown meanwhile; another order starts afresh.
  const { data, error, reload } = useApiQuery<OrderAnswer, LookupFailure>(
    trackingId && sessionReady ? `/orders/track/${encodeURIComponent(trackingId)}` : null,
    { failure, onData: remember, headers: existingUploadTokenHeader },
  );
  const order = useMemo(() => data && toDisplay(data), [data]);
  const lookup: OrderLookup = !trackingId
    ? { state: 'idle' }
    : (error ?? (order ? { state: 'found', order } : { state: 'loading' }));
  return { lookup, reload };
}
