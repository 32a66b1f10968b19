// The last orders this browser tracked or placed (SPEC §3 tracking history entry, §5: at most 10, no repeats), kept in
// localStorage so a shopper finds their tracking ID again without the email.
import { TRACKING_HISTORY_MAX } from '../../../domain/limits.ts';
import type { OrderStatus } from '../../../domain/orders.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';
import type { OrderDisplay } from './order-types.ts';

export interface TrackingHistoryEntry {
  trackingId: string;
  orderDate: string;
  status: OrderStatus;
  customerName: string;
  totalAmount: number;
}

export const useTrackingHistory = createPersistedStore<{ entries: TrackingHistoryEntry[] }>(
  'shop.tracking-history',
  1,
  () => ({ entries: [] }),
);

/** The layout reads only the cart, wishlist and session; this store is read by the pages that show or add to it. */
export function loadTrackingHistory(): void {
  if (!useTrackingHistory.persist.hasHydrated()) useTrackingHistory.persist.rehydrate();
}

/** Puts the order first, replacing an older entry of the same tracking ID. */
export function rememberOrder(order: OrderDisplay): void {
  loadTrackingHistory();
  const entry: TrackingHistoryEntry = {
    trackingId: order.trackingId,
    orderDate: order.createdAt,
    status: order.status,
    customerName: order.customerName,
    totalAmount: order.totalAmount,
  };
  const others = useTrackingHistory.getState().entries.filter((e) => e.trackingId !== entry.trackingId);
  useTrackingHistory.setState({ entries: [entry, ...others].slice(0, TRACKING_HISTORY_MAX) });
}
