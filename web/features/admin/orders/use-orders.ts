// Loads a page of the Orders tab (GET /api/orders) for the filters and page in the address; asks again whenever they
// change, on Retry, and after a change to an order (reload()). The last page stays on screen while the next loads.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../account/failure-message.ts';
import type { OrderPageView as OrderPage } from '../../../../domain/schemas/order-views.ts';

interface State {
  data: OrderPage | null;
  loading: boolean;
  error: string | null;
}

export function useOrders(queryString: string) {
  const [state, setState] = useState<State>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<OrderPage>(`/orders?${queryString}`, { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to fetch orders') }));
      });
    return () => controller.abort();
  }, [queryString, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
