// Orders by status (SPEC §2 order status overview): each status's count with a bar proportional to its share, so the
// owner sees at once where orders are piling up.
import { useId } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders.ts';

const BAR_COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-gold',
  processing: 'bg-indigo',
  shipped: 'bg-ink',
  delivered: 'bg-leaf',
  cancelled: 'bg-madder',
};

export function StatusOverview({ byStatus, total }: { byStatus: Record<OrderStatus, number>; total: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-linen bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-xl">
        Order status overview
      </h3>
      <p className="mt-1 text-sm text-muted">
        {total === 1 ? '1 order in all' : `${total.toLocaleString('en-PK')} orders in all`}
      </p>
      <ul className="mt-4 space-y-3.5">
        {ORDER_STATUSES.map((status) => {
          const n = byStatus[status];
          const share = total > 0 ? n / total : 0;
          return (
            <li key={status} data-testid={`status-${status}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-ink">{ORDER_STATUS_LABELS[status]}</span>
                <span className="tabular-nums text-muted">
                  <span className="font-semibold text-ink">{n.toLocaleString('en-PK')}</span>
                  {total > 0 && <span> · {Math.round(share * 100)}%</span>}
                </span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand" aria-hidden>
                {/* A sliver stays visible for a status that holds any order at all. */}
                <div
                  className={`h-full rounded-full ${BAR_COLOURS[status]}`}
                  style={{ width: n > 0 ? `max(0.5rem, ${share * 100}%)` : '0' }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
