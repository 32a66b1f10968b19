// The preorder modal's status change (SPEC §4: any status) with an optional message for the customer's email, whose
// default is the spec's 'Your preorder status has been updated to: {status}'. Cancelling has its own button.
import { useId, useState, type FormEvent } from 'react';
import { PREORDER_STATUS_LABELS, PREORDER_STATUSES, type PreorderStatus } from '../../../../domain/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ChangeSubmit } from '../change-feedback.tsx';
import { useRecordChange } from '../use-record-change.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';

export function PreorderStatusForm({ preorder, onSaved }: { preorder: PreorderView; onSaved(p: PreorderView): void }) {
  const uid = useId();
  const [status, setStatus] = useState<PreorderStatus>(preorder.status);
  const [message, setMessage] = useState('');
  const change = useRecordChange<PreorderView>(onSaved);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const sent = await change.send(
      `/preorders/${preorder._id}/status`,
      { status, ...(message.trim() && { message: message.trim() }) },
      { failed: PREORDER_ALERTS.statusFailed, done: PREORDER_ALERTS.statusDone },
    );
    if (sent) setMessage('');
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Change preorder status" className="space-y-3">
      <div>
        <label htmlFor={`${uid}-status`} className={LABEL}>
          Preorder status
        </label>
        <select
          id={`${uid}-status`}
          value={status}
          disabled={change.busy}
          onChange={(e) => setStatus(e.target.value as PreorderStatus)}
          className={`${CONTROL} mt-1`}
        >
          {PREORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PREORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-message`} className={`${LABEL} flex items-baseline justify-between gap-2`}>
          Message to the customer
          <span className="font-normal normal-case tracking-normal">Optional</span>
        </label>
        <textarea
          id={`${uid}-message`}
          rows={2}
          value={message}
          disabled={change.busy}
          maxLength={1000}
          placeholder={PREORDER_ALERTS.statusEmail(PREORDER_STATUS_LABELS[status])}
          onChange={(e) => setMessage(e.target.value)}
          className={`${CONTROL} mt-1 resize-y`}
        />
      </div>
      <ChangeSubmit change={change} label="Update status" busyLabel="Updating…" disabled={status === preorder.status} />
    </form>
  );
}
