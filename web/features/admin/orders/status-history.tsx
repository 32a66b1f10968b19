// Every status an order has had, newest first, with who set it, when, and the message sent with it (issue 5: status
// history with who and when).
import { ORDER_STATUS_LABELS } from '../../../../domain/orders.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import type { FullOrder } from '../../orders/order-types.ts';

export function StatusHistory({ history }: { history: FullOrder['statusHistory'] }) {
  if (history.length === 0) return <p className="text-sm text-muted">No status changes recorded yet.</p>;
  return (
    <ol aria-label="Status history" className="space-y-4 border-l-2 border-linen pl-4">
      {[...history].reverse().map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span
            aria-hidden
            className={`absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full ${i === 0 ? 'bg-gold' : 'bg-linen'}`}
          />
          <p className="text-sm font-semibold text-ink">{ORDER_STATUS_LABELS[entry.status]}</p>
          <p className="text-xs text-muted">
            {orderDateTime(entry.at)} · {entry.by}
          </p>
          {entry.note && <p className="mt-1 text-sm text-ink/80 [overflow-wrap:anywhere]">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
