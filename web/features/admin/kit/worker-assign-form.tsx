// The assigned worker of an order or a preorder (SPEC §2, issue 30): an active artisan of the workshop who makes or
// packs it, or nobody; saved with PUT {path} { artisanId }, recorded in the record's history, and shown to the artisan
// in My work.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeFeedback } from './change-feedback.tsx';
import { useRecordChange } from './use-record-change.ts';
import type { WorkersState } from './use-workers.ts';

interface Assigned {
  assignedTo: { _id: string; name: string } | null;
}

export function WorkerAssignForm<T extends Assigned>({
  record,
  path,
  workers,
  failedText,
  doneText,
  onSaved,
}: {
  record: T;
  /** Where the change is sent: /orders/{id}/assignee or /preorders/{id}/assignee. */
  path: string;
  workers: WorkersState;
  failedText: string;
  doneText(saved: T): string;
  onSaved(record: T): void;
}) {
  const uid = useId();
  const current = record.assignedTo?._id ?? '';
  const [artisanId, setArtisanId] = useState(current);
  const change = useRecordChange<T>(onSaved);
  const list = workers.list ?? [];
  // Someone assigned before being deactivated is no longer offered, but is still who holds it.
  const holderMissing = record.assignedTo && !list.some((a) => a.id === record.assignedTo!._id);

  function submit(e: FormEvent) {
    e.preventDefault();
    void change.send(path, { artisanId: artisanId || null }, { failed: failedText, done: doneText });
  }

  return (
    <form onSubmit={submit} aria-label="Change the assigned worker">
      <label htmlFor={`${uid}-worker`} className={LABEL}>
        Assigned worker
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${uid}-worker`}
          value={artisanId}
          disabled={change.busy || workers.list === null}
          aria-busy={workers.list === null && !workers.error}
          onChange={(e) => setArtisanId(e.target.value)}
          className={`${CONTROL} min-w-0 flex-1`}
        >
          <option value="">Nobody</option>
          {holderMissing && <option value={record.assignedTo!._id}>{record.assignedTo!.name} (inactive)</option>}
          {list.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
              {a.openJobs > 0 ? ` · ${a.openJobs} open job${a.openJobs === 1 ? '' : 's'}` : ''}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          className="min-h-10 shrink-0 px-4! py-2!"
          disabled={artisanId === current || change.busy}
          aria-busy={change.busy}
        >
          {change.busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {workers.error && (
        <p className="mt-2 text-sm text-madder">
          {workers.error}.{' '}
          <button type="button" onClick={workers.retry} className="font-semibold underline underline-offset-4">
            Retry
          </button>
        </p>
      )}
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </form>
  );
}
