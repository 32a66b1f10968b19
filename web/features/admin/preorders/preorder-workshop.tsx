// The preorder modal's workshop section (issue 30): the job cards the workshop opened for its lines when the deposit
// was paid, each with its stage and who holds it; once every card is ready, staff who manage preorders are offered
// 'Move to Packaging' (their confirmation: nothing moves by itself).
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import type { JobPage } from '../../../../domain/schemas/workshop.ts';
import { WORK_STAGE_LABELS } from '../../../../domain/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

const failure = (err: unknown) => failureMessage(err, 'Failed to load the workshop cards');

export function PreorderWorkshop({
  preorder,
  canMove,
  onSaved,
}: {
  preorder: PreorderView;
  /** preorders:update: may move the preorder to Packaging. */
  canMove: boolean;
  onSaved(p: PreorderView): void;
}) {
  const cards = useApiQuery<JobPage>(
    `/workshop/jobs?preorderId=${encodeURIComponent(preorder.preorderId)}&includeClosed=true&limit=200`,
    { failure },
  );
  const change = useRecordChange<PreorderView>(onSaved);
  const jobs = cards.data?.jobs.filter((j) => !j.cancelled) ?? [];
  const allReady = jobs.length > 0 && jobs.every((j) => j.stage === 'ready');

  if (cards.error) return <p className="text-sm text-madder">{cards.error}</p>;
  if (!cards.data) return <p className="text-sm text-muted">Loading the workshop cards…</p>;
  if (jobs.length === 0)
    return (
      <p className="text-sm text-muted">
        {preorder.initialPayment.status === 'paid'
          ? 'No workshop cards are open for this preorder.'
          : 'The workshop starts once the deposit is marked paid.'}
      </p>
    );

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-linen">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink">{job.number}</span>{' '}
              <span className="text-muted">
                {job.product.name} · {job.size} · {job.color}
                {job.quantity > 1 ? ` · ${job.quantity} pieces` : ''}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${job.stage === 'ready' ? 'bg-leaf/10 text-leaf' : job.overdue ? 'bg-madder/10 text-madder' : 'bg-gold/15 text-ink'}`}
              >
                {WORK_STAGE_LABELS[job.stage]}
                {job.overdue ? ' · overdue' : ''}
              </span>
              <span className="text-xs text-muted">{job.holder?.name ?? 'Nobody assigned'}</span>
            </span>
          </li>
        ))}
      </ul>
      {allReady && preorder.status === 'production' && canMove && (
        <form
          aria-label="Move to Packaging"
          className="rounded-xl bg-leaf/5 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void change.send(
              `/preorders/${preorder._id}/status`,
              { status: 'packaging' },
              { failed: PREORDER_ALERTS.statusFailed, done: PREORDER_ALERTS.statusDone },
            );
          }}
        >
          <p className="mb-2 text-sm text-ink">Every piece is ready. Move the preorder to Packaging?</p>
          <ChangeSubmit change={change} label="Move to Packaging" busyLabel="Moving…" />
        </form>
      )}
    </div>
  );
}
