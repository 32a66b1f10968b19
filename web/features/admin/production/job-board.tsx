// The board itself: on wide screens one column per stage (Ready last) with its count, cards dragged between them; on
// phones a row of stage chips with their counts and the chosen stage's cards below, each moved on with its button.
// A drop is only a wish: the page asks the server, then shows the board it answers.
import { useState } from 'react';
import type { JobView } from '../../../../domain/schemas/workshop.ts';
import type { WorkStage } from '../../../../domain/workshop.ts';
import { moveKind, type BoardColumn } from './board.ts';
import { JOB_DRAG_TYPE, JobCard } from './job-card.tsx';

interface JobBoardProps {
  columns: BoardColumn[];
  canMove: boolean;
  movingId: string | null;
  onOpen(job: JobView): void;
  onSend(job: JobView): void;
  /** A card dropped on another column. */
  onDrop(job: JobView, to: WorkStage): void;
}

export function JobBoard(props: JobBoardProps) {
  return (
    <>
      <DesktopColumns {...props} />
      <PhoneStages {...props} />
    </>
  );
}

function DesktopColumns({ columns, canMove, movingId, onOpen, onSend, onDrop }: JobBoardProps) {
  const [dragged, setDragged] = useState<JobView | null>(null);
  const [over, setOver] = useState<WorkStage | null>(null);
  const all = columns.flatMap((c) => c.jobs);

  return (
    // Seven columns side by side from 1280 px; narrower screens scroll the board sideways.
    <div className="hidden overflow-x-auto pb-3 md:block">
      <ol aria-label="Production board" className="flex min-w-max gap-2 xl:grid xl:min-w-0 xl:grid-cols-7">
        {columns.map((column) => {
          const kind = dragged ? moveKind(dragged, column.stage) : null;
          const accepts = kind === 'forward' || kind === 'back';
          return (
            <li
              key={column.stage}
              aria-label={`${column.label}: ${column.count} ${column.count === 1 ? 'job' : 'jobs'}`}
              data-testid={`column-${column.stage}`}
              onDragOver={(e) => {
                if (!accepts || !e.dataTransfer.types.includes(JOB_DRAG_TYPE)) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setOver(column.stage);
              }}
              onDragLeave={() => setOver((s) => (s === column.stage ? null : s))}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                setDragged(null);
                const job = all.find((j) => j.id === e.dataTransfer.getData(JOB_DRAG_TYPE));
                if (job && moveKind(job, column.stage) !== 'same') onDrop(job, column.stage);
              }}
              className={`flex w-56 shrink-0 flex-col rounded-2xl border p-1.5 transition xl:w-auto xl:min-w-0 ${
                over === column.stage
                  ? 'border-madder bg-madder/5'
                  : dragged && !accepts && kind !== 'same'
                    ? 'border-linen bg-sand/20 opacity-60'
                    : column.stage === 'ready'
                      ? 'border-leaf/30 bg-leaf/5'
                      : 'border-linen bg-sand/40'
              }`}
            >
              <h3 className="flex items-center justify-between gap-1 px-1.5 pb-2 pt-1 font-sans text-sm font-semibold leading-tight text-ink">
                {/* 'Printing/dyeing' may break after its slash in a narrow column. */}
                <span className="min-w-0">{column.label.replace('/', '/\u200b')}</span>
                <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs tabular-nums text-muted ring-1 ring-linen">
                  {column.count}
                </span>
              </h3>
              {column.jobs.length === 0 ? (
                <p className="rounded-xl border border-dashed border-linen px-3 py-6 text-center text-xs text-muted">
                  Nothing here
                </p>
              ) : (
                <ul className="space-y-2">
                  {column.jobs.map((job) => (
                    <li key={job.id}>
                      <JobCard
                        job={job}
                        canMove={canMove}
                        moving={movingId === job.id}
                        draggable
                        narrow
                        onOpen={onOpen}
                        onSend={onSend}
                        onDragState={setDragged}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {column.count > column.jobs.length && (
                <p className="mt-2 px-1.5 text-xs text-muted">
                  {column.count - column.jobs.length} more on other pages
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function PhoneStages({ columns, canMove, movingId, onOpen, onSend }: JobBoardProps) {
  // The first stage with work in it, so the phone opens on something to do.
  const [chosen, setChosen] = useState<WorkStage | null>(null);
  const open = columns.find((c) => c.stage === chosen) ?? columns.find((c) => c.jobs.length > 0) ?? columns[0];
  if (!open) return null;
  return (
    <div className="md:hidden">
      <div role="group" aria-label="Stage" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
        {columns.map((column) => {
          const pressed = column.stage === open.stage;
          return (
            <button
              key={column.stage}
              type="button"
              aria-pressed={pressed}
              onClick={() => setChosen(column.stage)}
              className={`inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition ${
                pressed ? 'border-ink bg-ink text-white' : 'border-linen bg-white text-ink'
              }`}
            >
              {column.label}
              <span className={`text-xs tabular-nums ${pressed ? 'text-white/80' : 'text-muted'}`}>{column.count}</span>
            </button>
          );
        })}
      </div>
      <h3 className="mt-3 font-sans text-sm font-semibold text-ink">
        {open.label} · {open.count} {open.count === 1 ? 'job' : 'jobs'}
      </h3>
      {open.jobs.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-linen bg-white/60 px-4 py-8 text-center text-sm text-muted">
          Nothing at {open.label.toLowerCase()} right now.
        </p>
      ) : (
        <ul aria-label={`${open.label} jobs`} className="mt-2 space-y-3">
          {open.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} canMove={canMove} moving={movingId === job.id} onOpen={onOpen} onSend={onSend} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
