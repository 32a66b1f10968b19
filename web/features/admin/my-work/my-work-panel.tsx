// My work (issue 30): what the signed-in worker holds now (GET /api/workshop/my-jobs), oldest due first, each card
// moved on with 'Done, send to ...' or photographed; and the orders and preorders they are to pack. Staff whose
// account is not linked to an artisan see the server's word on it. The server decides what is theirs (X3).
import type { MyWorkView } from '../../../../domain/schemas/workshop.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { Scissors } from '../../../ui/icons/scissors.ts';
import { ListAlert, ListEmptyState, ListLoading, type PanelProps } from '../kit/index.ts';
import { useJobMove, WORKSHOP_TEXTS } from '../production/index.ts';
import { MyJobCard } from './my-job-card.tsx';
import { PackingTasks } from './packing-tasks.tsx';

const failure = (err: unknown) => failureMessage(err, WORKSHOP_TEXTS.myWorkLoadFailed);

export default function MyWorkPanel(_props: PanelProps) {
  const work = useApiQuery<MyWorkView>('/workshop/my-jobs', { failure, keepPreviousData: true });
  const { reload, setData } = work;
  // A card sent on usually leaves this list (someone else holds the next stage): ask again either way.
  const move = useJobMove(() => reload());

  if (!work.data) {
    if (work.loading) return <ListLoading label="Loading your work…" rowHeight="h-40" />;
    return <ListAlert loadError={work.error} onRetry={reload} />;
  }
  const { artisan, jobs, packing } = work.data;
  return (
    <div className="space-y-6" aria-busy={work.loading}>
      <p className="text-sm text-muted">
        Salaam, {artisan.name}. {jobs.length === 0 ? '' : 'Here is what is with you now, the earliest due first.'}
      </p>
      <FormAlert message={move.error ?? work.error} />
      <FormNotice message={move.notice} />
      {jobs.length === 0 ? (
        <ListEmptyState
          icon={Scissors}
          title="Nothing assigned to you right now"
          hint="When a piece is given to you, it appears here with its notes."
        />
      ) : (
        <ul aria-label="My cards" className="grid gap-4 xl:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <MyJobCard
                job={job}
                move={move}
                onSaved={(saved) =>
                  setData((w) => ({ ...w, jobs: w.jobs.map((j) => (j.id === saved.id ? saved : j)) }))
                }
              />
            </li>
          ))}
        </ul>
      )}
      {packing.length > 0 && <PackingTasks tasks={packing} />}
    </div>
  );
}
