// Loads a page of the Orders tab (GET /api/orders) for the filters and page in the address; asks again whenever they
// change, on Retry, and after a change to an order (reload()). The last page stays on screen while the next loads.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { OrderPageView } from '../../../../domain/schemas/order-views.ts';

export type OrderPage = OrderPageView;

const failure = (err: unknown) => failureMessage(err, 'Failed to fetch orders');

export function useOrders(queryString: string) {
  return useApiQuery<OrderPage>(`/orders?${queryString}`, { failure, keepPreviousData: true });
}
