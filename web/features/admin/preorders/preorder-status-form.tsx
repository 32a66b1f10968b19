// The preorder modal's status change (SPEC §4: any status) with an optional message for the customer's email, whose
// default is the spec's 'Your preorder status has been updated to: {status}'. Cancelling has its own button.
import { useId, useState, type FormEvent } from 'react';
import { PREORDER_STATUS_LABELS, PREORDER_STATUSES, type PreorderStatus } from '../../../../domain/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { ChangeSubmit, useRecordChange } from '../kit/index.ts';
import { CustomerMessageField, StatusSelect } from '../records/index.ts';
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
      <StatusSelect
        id={`${uid}-status`}
        label="Preorder status"
        statuses={PREORDER_STATUSES}
        labels={PREORDER_STATUS_LABELS}
        value={status}
        disabled={change.busy}
        onChange={setStatus}
      />
      <CustomerMessageField
        id={`${uid}-message`}
        value={message}
        disabled={change.busy}
        placeholder={PREORDER_ALERTS.statusEmail(PREORDER_STATUS_LABELS[status])}
        onChange={setMessage}
      />
      <ChangeSubmit change={change} label="Update status" busyLabel="Updating…" disabled={status === preorder.status} />
    </form>
  );
}
