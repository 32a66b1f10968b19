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
  onOpen(job: JobView): void;
  onSend(job: JobView): void;
  onDragState?(job: JobView | null): void;
}

export function JobCard({ job, canMove, moving, draggable = false, onOpen, onSend, onDragState }: JobCardProps) {
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
      className={`rounded-xl border bg-white p-3 shadow-sm transition ${job.overdue ? 'border-madder/40' : 'border-linen'} ${moving ? 'opacity-60' : ''} ${draggable && canMove ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      <div className="flex gap-3">
        <JobThumbnail job={job} className="w-12" />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen(job)}
            aria-label={`Open ${job.number}: ${name}`}
            className="line-clamp-2 text-left text-sm font-semibold leading-snug text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-madder"
          >
            {name}
          </button>
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
      {canMove && next && (
        <Button
          variant="secondary"
          disabled={moving}
          aria-busy={moving}
          onClick={() => onSend(job)}
          className="mt-2.5 min-h-10 w-full px-3! py-1.5! text-xs"
        >
          {moving ? 'Sending…' : `Send to ${stageWord(next)}`}
          <ArrowRight className="h-3.5 w-3.5" aria-hidden />
        </Button>
      )}
    </article>
  );
}
