// Who is making or packing the order (issue 5: assigned worker): any active staff member from
// GET /api/orders/assignees, or nobody; saved with PUT /api/orders/{id}/assign.
import { useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS } from '../../../../domain/accounts.ts';
import { Button } from '../../../ui/button.tsx';
import type { FullOrder } from '../../orders/index.ts';
import { ChangeFeedback, useRecordChange } from '../kit/index.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import type { AssigneesState } from './use-assignees.ts';

export function AssignForm({
  order,
  assignees,
  onSaved,
}: {
  order: FullOrder;
  assignees: AssigneesState;
  onSaved(order: FullOrder): void;
}) {
  const uid = useId();
  const current = order.assignedTo?._id ?? '';
  const [userId, setUserId] = useState(current);
  const change = useRecordChange<FullOrder>(onSaved);
  const list = assignees.list ?? [];
  // Someone assigned before being deactivated is no longer offered, but is still who holds the order.
  const holderMissing = order.assignedTo && !list.some((a) => a._id === order.assignedTo!._id);

  function submit(e: FormEvent) {
    e.preventDefault();
    void change.send(
      `/orders/${order._id}/assign`,
      { userId: userId || null },
      {
        failed: ORDER_ALERTS.assignFailed,
        done: (o) => ORDER_ALERTS.assignDone(o.trackingId, o.assignedTo?.name ?? null),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Change assignee">
      <label htmlFor={`${uid}-assignee`} className={LABEL}>
        Assigned to
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${uid}-assignee`}
          value={userId}
          disabled={change.busy || assignees.list === null}
          aria-busy={assignees.list === null && !assignees.error}
          onChange={(e) => setUserId(e.target.value)}
          className={`${CONTROL} min-w-0 flex-1`}
        >
          <option value="">Nobody</option>
          {holderMissing && <option value={order.assignedTo!._id}>{order.assignedTo!.name} (inactive)</option>}
          {list.map((a) => (
            <option key={a._id} value={a._id}>
              {a.name} · {ROLE_LABELS[a.role]}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          className="min-h-10 shrink-0 px-4! py-2!"
          disabled={userId === current || change.busy}
          aria-busy={change.busy}
        >
          {change.busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {assignees.error && (
        <p className="mt-2 text-sm text-madder">
          {assignees.error}.{' '}
          <button type="button" onClick={assignees.retry} className="font-semibold underline underline-offset-4">
            Retry
          </button>
        </p>
      )}
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </form>
  );
}
