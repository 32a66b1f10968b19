// The payment status as staff read it at a glance (pending, paid, failed: SPEC §4), beside the order status badge
// the shopper screens use.
import type { PaymentStatus } from '../../../../domain/orders.ts';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

/** The payment badges' colours, the same for an order's payment and a preorder's two. */
export const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'border-gold/50 text-ink',
  paid: 'border-leaf/40 bg-leaf/10 text-leaf',
  failed: 'border-madder/40 bg-madder/10 text-madder',
};

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-3 py-0.5 text-xs font-semibold ${PAYMENT_TONES[status]}`}
    >
      {status === 'pending' ? 'Payment pending' : status === 'paid' ? 'Paid' : 'Payment failed'}
    </span>
  );
}
