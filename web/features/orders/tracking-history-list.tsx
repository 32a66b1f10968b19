// The last orders tracked or placed in this browser (SPEC §2 /track-order, at most 10), each one click from its status.
import { useEffect } from 'react';
import { ORDER_STATUS_LABELS } from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { orderDate } from '../../lib/order-dates.ts';
import { RecentLookups } from '../../ui/recent-lookups.tsx';
import { loadTrackingHistory, useTrackingHistory } from './tracking-history.ts';

export function TrackingHistoryList({
  current,
  onPick,
}: {
  current: string | null;
  onPick: (trackingId: string) => void;
}) {
  const entries = useTrackingHistory((s) => s.entries);
  useEffect(loadTrackingHistory, []);
  return (
    <RecentLookups
      testId="tracking-history"
      current={current}
      onPick={onPick}
      entries={entries.map((e) => ({
        id: e.trackingId,
        detail: `${e.customerName ? `${e.customerName} · ` : ''}${orderDate(e.orderDate)}`,
        amount: formatPkr(e.totalAmount),
        status: ORDER_STATUS_LABELS[e.status],
      }))}
    />
  );
}
