// What the Preorders tab says after a change: SPEC §8's alerts when one is refused (domain/preorders.ts), and the notes
// that confirm it went through, saying who is emailed.
import type { PaymentStatus } from '../../../../domain/orders.ts';
import { PREORDER_STATUS_LABELS, type PreorderPayment } from '../../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import { formatPkr } from '../../../../domain/money.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { PAYMENT_STATUS_LABELS } from '../records/index.ts';

/** Whether the shopper will hear of it: a preorder staff took by phone without an email gets no mail. */
const emailed = (p: PreorderView, what: string) =>
  p.contact.email ? ` The customer will be emailed ${what}.` : ' No email is on file, so please tell the customer.';

export const PREORDER_ALERTS = {
  ...PREORDER_MESSAGES,
  cancelFailed: 'Failed to cancel the preorder. Please try again.',
  statusDone: (p: PreorderView) =>
    `Preorder ${p.preorderId} is now ${PREORDER_STATUS_LABELS[p.status]}.${emailed(p, 'the new status')}`,
  paymentDone: (p: PreorderView, payment: PreorderPayment) => {
    const status: PaymentStatus = payment === 'initial' ? p.initialPayment.status : p.finalPayment.status;
    return `${payment === 'initial' ? 'Initial' : 'Final'} payment of ${p.preorderId} is now ${PAYMENT_STATUS_LABELS[status]}.`;
  },
  deliveryDone: (p: PreorderView) =>
    `Delivery charge saved: the final payment is ${formatPkr(p.finalPayment.amount ?? 0)}.${emailed(p, 'the amount to pay')}`,
  timelineDone: 'Timeline saved.',
  notesDone: 'Notes saved.',
  imagesDone: (p: PreorderView) => `Progress photos added.${emailed(p, 'that the piece is taking shape')}`,
  imageRemoved: 'Photo removed.',
  assignFailed: 'Failed to change the assigned worker. Please try again.',
  assignDone: (p: PreorderView) =>
    p.assignedTo
      ? `Preorder ${p.preorderId} is assigned to ${p.assignedTo.name}.`
      : `Preorder ${p.preorderId} is not assigned to anyone now.`,
  cancelDone: (p: PreorderView) => `Preorder ${p.preorderId} is cancelled.${emailed(p, 'the new status')}`,
} as const;
