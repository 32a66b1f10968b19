// The last orders this browser tracked or placed (SPEC §3 tracking history entry, §5: at most 10, no repeats), kept in
// localStorage so a shopper finds their tracking ID again without the email.
import type { OrderStatus } from '../../../domain/orders.ts';
import { createLookupHistory } from '../../lib/lookup-history.ts';
import type { OrderDisplay } from './order-types.ts';

export interface TrackingHistoryEntry {
  trackingId: string;
  orderDate: string;
  status: OrderStatus;
  customerName: string;
  totalAmount: number;
}

const history = createLookupHistory<TrackingHistoryEntry>('shop.tracking-history', (e) => e.trackingId);

export const useTrackingHistory = history.store;
export const loadTrackingHistory = history.load;

export function rememberOrder(order: OrderDisplay): void {
  history.remember({
    trackingId: order.trackingId,
    orderDate: order.createdAt,
    status: order.status,
    customerName: order.customerName,
    totalAmount: order.totalAmount,
  });
}
