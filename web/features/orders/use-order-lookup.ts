// Looks an order up by its tracking ID (GET /api/orders/track/{id}): the full order for its signed-in owner, the
// masked view for anyone else; found orders go into the tracking history.
import { useCallback, useEffect, useState } from 'react';
import { ORDER_MESSAGES } from '../../../domain/orders.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import { useSession } from '../account/session-store.ts';
import { toDisplay, type OrderAnswer, type OrderDisplay } from './order-types.ts';
import { rememberOrder } from './tracking-history.ts';

/** The server's words (too many lookups, no connection), or the spec's default when it gave none. */
function failureMessage(err: unknown): string {
  return err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message)
    ? err.message
    : ORDER_MESSAGES.trackFailed;
}

export type OrderLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'found'; order: OrderDisplay }
  | { state: 'error'; message: string };

export function useOrderLookup(trackingId: string | null): { lookup: OrderLookup; reload: () => void } {
  // The owner's token must be read from storage first, or a signed-in shopper would get the masked view.
  const sessionReady = useStoreHydrated(useSession);
  const [lookup, setLookup] = useState<OrderLookup>({ state: trackingId ? 'loading' : 'idle' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!trackingId) {
      setLookup({ state: 'idle' });
      return;
    }
    if (!sessionReady) return;
    const abort = new AbortController();
    // Reloading the order on screen (a fresh screenshot link) keeps it shown meanwhile; another order starts afresh.
    setLookup((current) =>
      current.state === 'found' && current.order.trackingId === trackingId ? current : { state: 'loading' },
    );
    apiRequest<OrderAnswer>(`/orders/track/${encodeURIComponent(trackingId)}`, { signal: abort.signal }).then(
      (answer) => {
        const order = toDisplay(answer);
        rememberOrder(order);
        setLookup({ state: 'found', order });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) setLookup({ state: 'not-found' });
        else setLookup({ state: 'error', message: failureMessage(err) });
      },
    );
    return () => abort.abort();
  }, [trackingId, sessionReady, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { lookup, reload };
}
