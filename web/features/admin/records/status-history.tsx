// Every change an order or a preorder has had, newest first, with who made it, when, and the note sent or kept with
// it (issues 5 and 13: history with who and when).
import { orderDateTime } from '../../../lib/order-dates.ts';

interface HistoryEntry<S extends string> {
  status: S;
  note: string | null;
  by: string;
  at: string;
}

export function StatusHistory<S extends string>({
  history,
  labels,
}: {
  history: readonly HistoryEntry<S>[];
  labels: Record<S, string>;
}) {
  if (history.length === 0) return <p className="text-sm text-muted">No status changes recorded yet.</p>;
  return (
    <ol aria-label="Status history" className="space-y-4 border-l-2 border-linen pl-4">
      {[...history].reverse().map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span
            aria-hidden
            className={`absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full ${i === 0 ? 'bg-gold' : 'bg-linen'}`}
          />
          <p className="text-sm font-semibold text-ink">{labels[entry.status]}</p>
          <p className="text-xs text-muted">
            {orderDateTime(entry.at)} · {entry.by}
          </p>
          {entry.note && <p className="mt-1 text-sm text-ink/80 [overflow-wrap:anywhere]">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
