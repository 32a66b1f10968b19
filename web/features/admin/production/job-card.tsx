// One card of the Production board: the piece's picture, name, size, colour and quantity, the due date (red once
// late), the holder's initials, the preorder it is for (or 'For stock') and its J-number; a tap opens its sheet, the
// button sends it to the next stage, and on desktop it can be dragged to another column.
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { Button } from '../../../ui/button.tsx';
import { ArrowRight } from '../../../ui/icons/arrow-right.ts';
import { nextStageOf } from './board.ts';
import { DueDate, HolderBadge, JobThumbnail, madeFor, pieceFacts } from './job-parts.tsx';
import { stageWord } from './workshop-texts.ts';

/** The type the board's drag carries, so a drop of anything else (a file, some text) is ignored. */
export const JOB_DRAG_TYPE = 'application/x-hunar-job';

interface JobCardProps {
  job: JobView;
  /** Whether this member of staff may move cards (the button and the drag). */
  canMove: boolean;
  moving: boolean;
  draggable?: boolean;
  /** Drawn for a board column rather than a phone's full-width list. */
  narrow?: boolean;
  onOpen(job: JobView): void;
  onSend(job: JobView): void;
  onDragState?(job: JobView | null): void;
}

export function JobCard({
  job,
  canMove,
  moving,
  draggable = false,
  narrow = false,
  onOpen,
  onSend,
  onDragState,
}: JobCardProps) {
  const next = nextStageOf(job);
  const name = job.product.name.replaceAll('/', ' ');
  return (
    <article
      aria-label={`${job.number}, ${name}`}
      data-testid="job-card"
      draggable={draggable && canMove && !moving && !job.cancelled}
      onDragStart={(e) => {
        e.dataTransfer.setData(JOB_DRAG_TYPE, job.id);
        e.dataTransfer.effectAllowed = 'move';
        onDragState?.(job);
      }}
      onDragEnd={() => onDragState?.(null)}
      className={`rounded-xl border bg-white shadow-sm transition ${narrow ? 'p-2.5' : 'p-3'} ${job.overdue ? 'border-madder/40' : 'border-linen'} ${moving ? 'opacity-60' : ''} ${draggable && canMove ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      {narrow ? (
        // A board column is narrow at 1440 px (seven of them side by side): the picture and who holds it on top, the
        // words below at full width.
        <>
          <div className="flex items-start justify-between gap-2">
            <JobThumbnail job={job} className="w-10" />
            <div className="flex min-w-0 flex-col items-end gap-1">
              <span className="text-xs font-semibold text-ink">{job.number}</span>
              <HolderBadge holder={job.holder} compact />
            </div>
          </div>
          <Title job={job} name={name} onOpen={onOpen} className="mt-2" />
          <p className="mt-0.5 text-xs text-muted">{pieceFacts(job)}</p>
          <DueDate job={job} />
          <p className="mt-1 truncate text-xs text-muted">{madeFor(job)}</p>
        </>
      ) : (
        <>
          <div className="flex gap-3">
            <JobThumbnail job={job} className="w-12" />
            <div className="min-w-0 flex-1">
              <Title job={job} name={name} onOpen={onOpen} />
              <p className="mt-0.5 text-xs text-muted">{pieceFacts(job)}</p>
              <DueDate job={job} />
            </div>
          </div>
          <div className="mt-2.5 flex items-center justify-between gap-2">
            <p className="min-w-0 truncate text-xs text-muted">
              <span className="font-semibold text-ink">{job.number}</span> · {madeFor(job)}
            </p>
            <HolderBadge holder={job.holder} />
          </div>
        </>
      )}
      {canMove && next && (
        <Button
          variant="secondary"
          disabled={moving}
          aria-busy={moving}
          onClick={() => onSend(job)}
          className={`mt-2.5 min-h-10 w-full py-1.5! text-xs ${narrow ? 'px-2! leading-tight' : 'px-3!'}`}
        >
          {moving ? 'Sending…' : `Send to ${stageWord(next)}`}
          <ArrowRight className="h-3.5 w-3.5" aria-hidden />
        </Button>
      )}
    </article>
  );
}

/** The piece's name, the button that opens the card's sheet. */
function Title({
  job,
  name,
  onOpen,
  className = '',
}: {
  job: JobView;
  name: string;
  onOpen(job: JobView): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(job)}
      aria-label={`Open ${job.number}: ${name}`}
      className={`line-clamp-2 text-left text-sm font-semibold leading-snug text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-madder ${className}`}
    >
      {name}
    </button>
  );
}
