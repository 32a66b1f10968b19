// A piece's progress through its stages (orders: Pending to Delivered; preorders: Pending to Shipped/Delivered),
// completed up to the current status, each with the date it was recorded; a cancelled one says so after the stage it
// reached. Down the screen on phones, across it on wider screens.
import { orderDateTime } from '../lib/order-dates.ts';
import { Check } from './icons/check.ts';
import { X } from './icons/x.ts';

export interface StageTimelineProps<S extends string> {
  /** The current status; 'cancelled' is not a stage but a note after the stage reached. */
  status: S;
  history: readonly { status: S; at: string }[];
  stages: readonly S[];
  labels: Record<S, string>;
  reached(current: S, stage: S): boolean;
  /** What is followed, for the list's name and the cancelled note: 'order', 'preorder'. */
  noun: string;
}

/** When the piece last entered a status: staff may set one again later (SPEC §4, no transition rule), and the latest
 *  counts; an entry repeating the status before it (a payment deadline extended) is a note, not a change. */
export function recordedAt(history: readonly { status: string; at: string }[], status: string): string | undefined {
  let at: string | undefined;
  history.forEach((h, i) => {
    if (h.status === status && history[i - 1]?.status !== status) at = h.at;
  });
  return at;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function StageTimeline<S extends string>({
  status,
  history,
  stages,
  labels,
  reached,
  noun,
}: StageTimelineProps<S>) {
  const cancelledAt = status === 'cancelled' ? recordedAt(history, 'cancelled') : undefined;
  const columns = { 4: 'sm:grid-cols-4', 5: 'sm:grid-cols-5' }[stages.length] ?? 'sm:grid-cols-4';
  return (
    <div>
      <ol aria-label={`${capitalised(noun)} progress`} className={`grid gap-4 sm:gap-2 ${columns}`}>
        {stages.map((stage, i) => {
          const done = reached(status, stage);
          const at = done ? recordedAt(history, stage) : undefined;
          const next = stages[i + 1];
          return (
            <li
              key={stage}
              className="relative flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
              aria-current={stage === status ? 'step' : undefined}
            >
              {/* The line to the next stage: down on phones, across on wider screens. */}
              {next !== undefined && (
                <span
                  aria-hidden
                  className={`absolute left-[15px] top-8 h-[calc(100%-1rem)] w-0.5 sm:left-[calc(50%+20px)] sm:top-[15px] sm:h-0.5 sm:w-[calc(100%-32px)] ${
                    reached(status, next) ? 'bg-leaf' : 'bg-linen'
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
                  {labels[stage]}
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
          This {noun} was cancelled{cancelledAt ? ` on ${orderDateTime(cancelledAt)}` : ''}.
        </p>
      )}
    </div>
  );
}
