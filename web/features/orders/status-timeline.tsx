// The order's progress (SPEC §2 /track-order): Pending, Processing, Shipped, Delivered, completed up to the current
// status, each with the date it was recorded; a cancelled order says so after the step it reached.
import { ORDER_STATUS_LABELS, ORDER_TIMELINE, timelineReached, type OrderStatus } from '../../../domain/orders.ts';
import { Check } from '../../ui/icons/check.ts';
import { X } from '../../ui/icons/x.ts';
import { orderDateTime } from '../../lib/order-dates.ts';

interface StatusTimelineProps {
  status: OrderStatus;
  history: readonly { status: OrderStatus; at: string }[];
}

/** When the order last entered a status: an admin may set one again later (SPEC §4, no transition rule), and the latest
 *  counts; an entry repeating the status before it (a payment deadline extended) is a note, not a change. */
export function recordedAt(history: StatusTimelineProps['history'], status: OrderStatus): string | undefined {
  let at: string | undefined;
  history.forEach((h, i) => {
    if (h.status === status && history[i - 1]?.status !== status) at = h.at;
  });
  return at;
}

export function StatusTimeline({ status, history }: StatusTimelineProps) {
  const cancelledAt = status === 'cancelled' ? recordedAt(history, 'cancelled') : undefined;
  return (
    <div>
      <ol aria-label="Order progress" className="grid gap-4 sm:grid-cols-4 sm:gap-2">
        {ORDER_TIMELINE.map((step, i) => {
          const done = timelineReached(status, step);
          const at = done ? recordedAt(history, step) : undefined;
          const current = step === status;
          return (
            <li
              key={step}
              className="relative flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
              aria-current={current ? 'step' : undefined}
            >
              {/* The line to the next step: down on phones, across on wider screens. */}
              {i < ORDER_TIMELINE.length - 1 && (
                <span
                  aria-hidden
                  className={`absolute left-[15px] top-8 h-[calc(100%-1rem)] w-0.5 sm:left-[calc(50%+20px)] sm:top-[15px] sm:h-0.5 sm:w-[calc(100%-32px)] ${
                    timelineReached(status, ORDER_TIMELINE[i + 1]!) ? 'bg-leaf' : 'bg-linen'
                  }`}
                />
              )}
              <span
                aria-hidden
                className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 ${done ? 'border-leaf bg-leaf text-white' : 'border-linen bg-white text-muted'}`}
              >
                {done ? <Check className="h-4 w-4" /> : <span className="text-xs font-semibold">{i + 1}</span>}
              </span>
              <div className="sm:mt-2">
                <p className={`text-sm font-semibold ${done ? 'text-ink' : 'text-muted'}`}>
                  {ORDER_STATUS_LABELS[step]}
                  <span className="sr-only">{done ? ', completed' : ', not yet'}</span>
                </p>
                {at && <p className="mt-0.5 text-xs text-muted">{orderDateTime(at)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      {status === 'cancelled' && (
        <p className="mt-5 flex items-center gap-2 rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm font-medium text-madder">
          <X className="h-4 w-4 shrink-0" aria-hidden />
          This order was cancelled{cancelledAt ? ` on ${orderDateTime(cancelledAt)}` : ''}.
        </p>
      )}
    </div>
  );
}
