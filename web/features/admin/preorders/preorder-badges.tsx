// A preorder's status and its two payments as staff read them at a glance in the list and the modal.
import type { PaymentStatus } from '../../../../domain/orders.ts';
import { PREORDER_STATUS_LABELS, type PreorderStatus } from '../../../../domain/preorders.ts';
import { PAYMENT_STATUS_LABELS, PAYMENT_TONES } from '../records/index.ts';

const TONES: Record<PreorderStatus, string> = {
  pending: 'bg-gold/15 text-ink',
  production: 'bg-gold/15 text-ink',
  packaging: 'bg-gold/15 text-ink',
  shipped_delivered: 'bg-leaf/10 text-leaf',
  cancelled: 'bg-madder/10 text-madder',
};

export function PreorderStatusBadge({ status }: { status: PreorderStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] ${TONES[status]}`}
    >
      {PREORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** 'Deposit: Paid', 'Final: Pending'. */
export function PreorderPaymentBadge({ label, status }: { label: string; status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-3 py-0.5 text-xs font-semibold ${PAYMENT_TONES[status]}`}
    >
      {label}: {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
