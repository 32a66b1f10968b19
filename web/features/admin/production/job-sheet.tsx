// A job card's sheet, opened from the board: the piece (picture, size, colour, quantity, due date, what it is for),
// moving it on or back, its route with who holds each stage, the notes, the photos (added 1-3 at a time, shared with
// the shopper or not) and its history. Every change answers with the card as it is now, shown at once.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { ArtisanView, JobView } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS, type WorkStage } from '../../../../domain/workshop.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { ArrowRight } from '../../../ui/icons/arrow-right.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { AdminSheet, DetailSection, Fact, SheetHeader } from '../kit/index.ts';
import { nextStageOf } from './board.ts';
import { JobPhotoForm, JobPhotoList } from './job-photos.tsx';
import { DueDate, HolderBadge, JobThumbnail, madeFor, pieceFacts } from './job-parts.tsx';
import { JobHistory, JobRoute } from './job-route.tsx';
import type { JobMove } from './use-job-move.ts';
import { stageWord } from './workshop-texts.ts';

interface JobSheetProps {
  job: JobView | null;
  artisans: readonly ArtisanView[];
  /** workshop:manage: move, assign, add photos. */
  canManage: boolean;
  move: JobMove;
  onClose(): void;
  onSaved(job: JobView): void;
  /** A move back was asked for: the board's dialog asks why. */
  onBack(job: JobView, to: WorkStage): void;
}

export function JobSheet({ job, artisans, canManage, move, onClose, onSaved, onBack }: JobSheetProps) {
  return (
    <AdminSheet open={!!job} onClose={onClose} widthClass="sm:w-[min(94vw,56rem)]" keepOnOutsideClick>
      {job && (
        <>
          <SheetHeader closeLabel="Close job card">
            <Dialog.Title className="font-display text-xl text-ink sm:text-2xl">
              <span className="font-mono text-base font-semibold tracking-wider text-muted">{job.number}</span>{' '}
              {job.product.name.replaceAll('/', ' ')}
            </Dialog.Title>
            <Dialog.Description className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink">
                {job.cancelled ? 'Cancelled' : WORK_STAGE_LABELS[job.stage]}
              </span>
              <span>{madeFor(job)}</span>
              <DueDate job={job} />
            </Dialog.Description>
          </SheetHeader>
          <div className="flex-1 space-y-4 overflow-y-auto px-4 py-5 sm:px-6">
            <DetailSection title="The piece">
              <div className="flex gap-4">
                <JobThumbnail job={job} className="w-20 sm:w-24" />
                <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
                  <Fact label="Product">{job.product.prodId}</Fact>
                  <Fact label="Size · colour · quantity">{pieceFacts(job)}</Fact>
                  <Fact label="For">{madeFor(job)}</Fact>
                  <Fact label="Holder now">
                    <span className="inline-flex items-center gap-2">
                      <HolderBadge holder={job.holder} />
                      {job.holder?.name}
                    </span>
                  </Fact>
                </dl>
              </div>
            </DetailSection>
            {canManage && !job.cancelled && <MoveControls job={job} move={move} onBack={onBack} />}
            <DetailSection title="Route and holders">
              <JobRoute job={job} artisans={artisans} canAssign={canManage} onSaved={onSaved} />
            </DetailSection>
            <DetailSection title="Notes">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label="Card notes">{job.notes || 'None'}</Fact>
                <Fact label="Production notes (from the preorder)">{job.productionNotes || 'None'}</Fact>
              </dl>
            </DetailSection>
            <DetailSection title="Photos">
              <div className="space-y-4">
                <JobPhotoList job={job} />
                {canManage && !job.cancelled && (
                  <div className="border-t border-linen pt-4">
                    <JobPhotoForm job={job} onSaved={onSaved} />
                  </div>
                )}
              </div>
            </DetailSection>
            <DetailSection title="History">
              <JobHistory job={job} />
            </DetailSection>
          </div>
        </>
      )}
    </AdminSheet>
  );
}

/** The next stage as one button, and any earlier stage of the route to send it back to (asking why). */
function MoveControls({
  job,
  move,
  onBack,
}: {
  job: JobView;
  move: JobMove;
  onBack(job: JobView, to: WorkStage): void;
}) {
  const uid = useId();
  const next = nextStageOf(job);
  const earlier = job.route.slice(0, job.route.indexOf(job.stage));
  const [back, setBack] = useState<WorkStage | ''>('');
  const moving = move.movingId === job.id;
  return (
    <DetailSection title="Move">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {next ? (
          <Button disabled={moving} aria-busy={moving} onClick={() => void move.move(job, next)} className="min-h-11">
            {moving ? 'Sending…' : `Send to ${stageWord(next)}`}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        ) : (
          <p className="text-sm text-muted">This piece is ready.</p>
        )}
        {earlier.length > 0 && (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (back) onBack(job, back);
            }}
          >
            <div>
              <label htmlFor={`${uid}-back`} className={LABEL}>
                Send back to
              </label>
              <select
                id={`${uid}-back`}
                value={back}
                onChange={(e) => setBack(e.target.value as WorkStage | '')}
                className={`${CONTROL} mt-1 min-w-40`}
              >
                <option value="">Choose a stage</option>
                {earlier.map((stage) => (
                  <option key={stage} value={stage}>
                    {WORK_STAGE_LABELS[stage]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary" disabled={!back || moving} className="min-h-10 px-4! py-2!">
              Send back
            </Button>
          </form>
        )}
      </div>
      <div className="*:not-empty:mt-3">
        <FormAlert message={move.error} />
        <FormNotice message={move.notice} />
      </div>
    </DetailSection>
  );
}
