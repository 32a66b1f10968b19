// The order modal's payment status (pending, paid, failed: SPEC §4), saved with PUT /api/orders/{id}/payment once
// staff have checked the transfer against the screenshot.
import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/orders.ts';
import { Button } from '../../../ui/button.tsx';
import type { FullOrder } from '../../orders/order-types.ts';
import { ChangeFeedback } from '../change-feedback.tsx';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { PAYMENT_STATUS_LABELS } from './order-badges.tsx';
import { ORDER_ALERTS } from './order-messages.ts';
import { useRecordChange } from '../use-record-change.ts';

export function PaymentForm({ order, onSaved }: { order: FullOrder; onSaved(order: FullOrder): void }) {
  const uid = useId();
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus>(order.paymentDetails.status);
  const change = useRecordChange<FullOrder>(onSaved);
  const changed = paymentStatus !== order.paymentDetails.status;

  function submit(e: FormEvent) {
    e.preventDefault();
    void change.send(
      `/orders/${order._id}/payment`,
      { paymentStatus },
      {
        failed: ORDER_ALERTS.paymentFailed,
        done: (o) => ORDER_ALERTS.paymentDone(o.trackingId, o.paymentDetails.status),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Change payment status">
      <label htmlFor={`${uid}-payment`} className={LABEL}>
        Payment status
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${uid}-payment`}
          value={paymentStatus}
          disabled={change.busy}
          onChange={(e) => setPaymentStatus(e.target.value as PaymentStatus)}
          className={`${CONTROL} min-w-0 flex-1`}
        >
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          className="min-h-10 shrink-0 px-4! py-2!"
          disabled={!changed || change.busy}
          aria-busy={change.busy}
        >
          {change.busy ? 'Saving…' : 'Save payment'}
        </Button>
      </div>
      <ChangeFeedback failure={change.failure} notice={change.notice} />
    </form>
  );
}
