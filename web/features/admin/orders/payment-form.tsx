// The order modal's payment status (pending, paid, failed: SPEC §4), saved with PUT /api/orders/{id}/payment once
// staff have checked the transfer against the screenshot and confirmed it matches the order total.
import type { FullOrder } from '../../orders/index.ts';
import { PaymentStatusForm } from '../records/index.ts';
import { useRecordChange } from '../kit/index.ts';
import { ORDER_ALERTS } from './order-messages.ts';

export function PaymentForm({
  order,
  proofFlags,
  onSaved,
}: {
  order: FullOrder;
  /** What the proof check found, asked about before marking paid. */
  proofFlags: readonly string[];
  onSaved(order: FullOrder): void;
}) {
  const change = useRecordChange<FullOrder>(onSaved);
  return (
    <PaymentStatusForm
      formLabel="Change payment status"
      label="Payment status"
      saved={order.paymentDetails.status}
      submitLabel="Save payment"
      change={change}
      expected={{ amount: order.totalAmount, what: 'the order total' }}
      proofFlags={proofFlags}
      onSend={(paymentStatus) =>
        void change.send(
          `/orders/${order._id}/payment`,
          { paymentStatus },
          {
            failed: ORDER_ALERTS.paymentFailed,
            done: (o) => ORDER_ALERTS.paymentDone(o.trackingId, o.paymentDetails.status),
          },
        )
      }
    />
  );
}
