// The last orders tracked or placed in this browser (SPEC §2 /track-order, at most 10), each one click from its status.
import { useEffect } from 'react';
import { ORDER_STATUS_LABELS } from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { Clock } from '../../ui/icons/clock.ts';
import { orderDate } from '../../lib/order-dates.ts';
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
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-linen bg-white/70 p-5 sm:p-6">
      <h2 id="history-heading" className="flex items-center gap-2 text-xl">
        <Clock className="h-5 w-5 text-gold" aria-hidden />
        Recently tracked
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="tracking-history">
        {entries.map((e) => (
          <li key={e.trackingId}>
            <button
              type="button"
              onClick={() => onPick(e.trackingId)}
              aria-current={e.trackingId === current ? 'true' : undefined}
              className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-linen bg-white px-4 py-3 text-left transition hover:border-ink/40 aria-[current=true]:border-ink"
            >
              <span>
                <span className="block font-mono text-sm font-semibold tracking-wider">{e.trackingId}</span>
                <span className="block text-xs text-muted">
                  {e.customerName ? `${e.customerName} · ` : ''}
                  {orderDate(e.orderDate)}
                </span>
              </span>
              <span className="text-right text-sm">
                <span className="block font-semibold">{formatPkr(e.totalAmount)}</span>
                <span className="block text-xs text-muted">{ORDER_STATUS_LABELS[e.status]}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
