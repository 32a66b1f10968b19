// One of the worker's cards in My work, made for a phone held in a busy hand: the piece's picture, name, size, colour
// and quantity, when it is due, the preorder's production notes, and two big buttons: 'Done, send to {next stage}'
// and 'Add photo'. Nothing of the customer or of pay.
import { useState } from 'react';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { Button } from '../../../ui/button.tsx';
import { Check } from '../../../ui/icons/check.ts';
import { Image } from '../../../ui/icons/image.ts';
import {
  DueDate,
  JobPhotoForm,
  JobPhotoList,
  JobThumbnail,
  nextStageOf,
  pieceFacts,
  stageWord,
  type JobMove,
} from '../production/index.ts';

interface MyJobCardProps {
  job: JobView;
  move: JobMove;
  onSaved(job: JobView): void;
}

export function MyJobCard({ job, move, onSaved }: MyJobCardProps) {
  const [adding, setAdding] = useState(false);
  const next = nextStageOf(job);
  const moving = move.movingId === job.id;
  const name = job.product.name.replaceAll('/', ' ');
  return (
    <article
      aria-labelledby={`job-${job.id}-title`}
      data-testid="my-job"
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${job.overdue ? 'border-madder/40' : 'border-linen'}`}
    >
      <div className="flex gap-4">
        <JobThumbnail job={job} className="w-24 sm:w-28" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            {job.number} · {WORK_STAGE_LABELS[job.stage]}
          </p>
          <h3 id={`job-${job.id}-title`} className="mt-1 font-display text-lg leading-snug text-ink">
            {name}
          </h3>
          <p className="mt-1 text-base font-semibold text-ink">{pieceFacts(job)}</p>
          <DueDate job={job} />
        </div>
      </div>
      {job.productionNotes && (
        <div className="mt-4 rounded-xl bg-sand/60 p-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">Notes for making it</p>
          <p className="mt-1 whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">{job.productionNotes}</p>
        </div>
      )}
      {job.notes && <p className="mt-3 text-sm text-muted [overflow-wrap:anywhere]">{job.notes}</p>}
      {job.photos.length > 0 && (
        <div className="mt-4">
          <JobPhotoList job={job} />
        </div>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {next && (
          <Button
            disabled={moving}
            aria-busy={moving}
            onClick={() => void move.move(job, next)}
            className="min-h-14 text-base"
          >
            <Check className="h-5 w-5" aria-hidden />
            {moving ? 'Sending…' : `Done, send to ${stageWord(next)}`}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
          className="min-h-14 text-base"
        >
          <Image className="h-5 w-5" aria-hidden />
          {adding ? 'Close photos' : 'Add photo'}
        </Button>
      </div>
      {adding && (
        <div className="mt-4 border-t border-linen pt-4">
          <JobPhotoForm job={job} roomy onSaved={onSaved} />
        </div>
      )}
    </article>
  );
}
