// A card's route in its sheet: every stage the product goes through in order, the ones done ticked, the current one
// marked, and who holds each stage still to come (a select for staff who assign, so work can be lined up ahead).
import type { ArtisanView, JobView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { Check } from '../../../ui/icons/check.ts';
import { AssignSelect } from './assign-select.tsx';
import { stagesAhead } from './board.ts';

interface JobRouteProps {
  job: JobView;
  artisans: readonly ArtisanView[];
  canAssign: boolean;
  onSaved(job: JobView): void;
}

export function JobRoute({ job, artisans, canAssign, onSaved }: JobRouteProps) {
  const at = job.route.indexOf(job.stage);
  const ahead = new Set(job.cancelled ? [] : stagesAhead(job));
  return (
    <ol aria-label={`Route of ${job.number}`} className="space-y-2">
      {job.route.map((stage, i) => {
        const done = i < at || job.stage === 'ready';
        const current = i === at && !job.cancelled;
        const holder = job.holders.find((h) => h.stage === stage)?.artisan ?? null;
        return (
          <li
            key={stage}
            aria-current={current ? 'step' : undefined}
            className={`flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between ${
              current ? 'border-madder bg-madder/5' : 'border-linen bg-white'
            }`}
          >
            <div className="flex items-center gap-2.5">
              <span
                aria-hidden
                className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  done ? 'bg-leaf text-white' : current ? 'bg-madder text-white' : 'bg-sand text-muted'
                }`}
              >
                {done ? <Check className="h-3.5 w-3.5" /> : i + 1}
              </span>
              <span className="text-sm font-medium text-ink">
                {WORK_STAGE_LABELS[stage]}
                <span className="sr-only">{done ? ', done' : current ? ', current stage' : ', to come'}</span>
              </span>
              {current && <span className="text-xs font-semibold text-madder">Now</span>}
            </div>
            {stage !== 'ready' && (
              <div className="sm:w-64">
                {canAssign && ahead.has(stage) ? (
                  <AssignSelect
                    job={job}
                    stage={stage}
                    artisans={artisans}
                    label={`${WORK_STAGE_LABELS[stage]} by`}
                    hideLabel
                    onSaved={onSaved}
                  />
                ) : (
                  <p className="text-sm text-muted">{holder ? holder.name : done ? 'Nobody recorded' : 'Nobody yet'}</p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** What happened to the card, newest first: who, when, the move and the reason or note. */
export function JobHistory({ job }: { job: JobView }) {
  if (job.history.length === 0) return <p className="text-sm text-muted">Nothing recorded yet.</p>;
  return (
    <ol aria-label={`History of ${job.number}`} className="space-y-4 border-l-2 border-linen pl-4">
      {[...job.history].reverse().map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span
            aria-hidden
            className={`absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full ${i === 0 ? 'bg-gold' : 'bg-linen'}`}
          />
          {entry.toStage && (
            <p className="text-sm font-semibold text-ink">
              {entry.fromStage
                ? `${WORK_STAGE_LABELS[entry.fromStage]} → ${WORK_STAGE_LABELS[entry.toStage]}`
                : `Opened at ${WORK_STAGE_LABELS[entry.toStage]}`}
            </p>
          )}
          <p className="text-xs text-muted">
            <HistoryTime at={entry.at} /> · {entry.by}
          </p>
          {entry.note && <p className="mt-1 text-sm text-ink/80 [overflow-wrap:anywhere]">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}

function HistoryTime({ at }: { at: string }) {
  return <time dateTime={at}>{orderDateTime(at)}</time>;
}
