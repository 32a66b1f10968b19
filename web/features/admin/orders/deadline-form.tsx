// More time to pay for an unpaid order (issue 11), in the order modal beside the payment status: for a shopper who has
// asked for it, saved with PUT /api/orders/{id}/payment-deadline (payments:update) and recorded in the history. The
// deadline itself is shown in the modal's Payment section.
import { useId, useState, type FormEvent } from 'react';
import { DEADLINE_EXTENSIONS } from '../../../../domain/payment-deadline.ts';
import { Button } from '../../../ui/button.tsx';
import type { FullOrder } from '../../orders/index.ts';
import { ChangeFeedback, useRecordChange } from '../kit/index.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { ORDER_ALERTS } from './order-messages.ts';

export function DeadlineForm({ order, onSaved }: { order: FullOrder; onSaved(order: FullOrder): void }) {
  const uid = useId();
  const [hours, setHours] = useState<number>(DEADLINE_EXTENSIONS[0]);
  const change = useRecordChange<FullOrder>(onSaved);

  function submit(e: FormEvent) {
    e.preventDefault();
    void change.send(
      `/orders/${order._id}/payment-deadline`,
      { extendByHours: hours },
      {
        failed: ORDER_ALERTS.deadlineFailed,
        done: (o) => ORDER_ALERTS.deadlineDone(o.trackingId, o.paymentDeadline!.dueAt),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Extend payment deadline">
      <label htmlFor={`${uid}-hours`} className={LABEL}>
        More time to pay
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${uid}-hours`}
          value={hours}
          disabled={change.busy}
          onChange={(e) => setHours(Number(e.target.value))}
          className={`${CONTROL} min-w-0 flex-1`}
        >
          {DEADLINE_EXTENSIONS.map((h) => (
            <option key={h} value={h}>
              +{h} hours
            </option>
          ))}
        </select>
        <Button type="submit" className="min-h-10 shrink-0 px-4! py-2!" disabled={change.busy} aria-busy={change.busy}>
          {change.busy ? 'Saving…' : 'Extend deadline'}
        </Button>
      </div>
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </form>
  );
}
