// Orders (SPEC §3, §4, DECISIONS X4/X8): statuses and their timeline, payment methods and statuses (tracking IDs:
// references.ts; what checkout and tracking say: order-messages.ts). No I/O: the server and the browser both read it.
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The timeline a shopper sees; it is marked completed up to the current status (SPEC §2 /track-order). */
export const ORDER_TIMELINE: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

export function timelineReached(current: OrderStatus, step: OrderStatus): boolean {
  if (current === 'cancelled') return step === 'pending';
  return ORDER_TIMELINE.indexOf(step) <= ORDER_TIMELINE.indexOf(current);
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment's status in the shopper's words (tracking pages, the preorder PDF and mail). */
export const PAYMENT_STATUS_SHOPPER_LABELS: Record<PaymentStatus, string> = {
  pending: 'Awaiting confirmation',
  paid: 'Paid',
  failed: 'Not received',
};

/** Card payments are shown as 'Coming Soon' and refused by the server. */
export const PAYMENT_METHODS = ['bank', 'easypaisa', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: 'Bank Transfer',
  easypaisa: 'Easypaisa Transfer',
  card: 'Credit / Debit Card',
};

/** How a cancelled paid order's money goes back (issue 28 item 7): the transfer methods the shop takes payment by. */
export const REFUND_METHODS = ['bank', 'easypaisa'] as const satisfies readonly PaymentMethod[];
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** The method as a sentence reads it: 'Refund due: Rs 4,850 by bank transfer'. */
export const REFUND_METHOD_PHRASES: Record<RefundMethod, string> = {
  bank: 'bank transfer',
  easypaisa: 'Easypaisa',
};
/** The refund method an order's payment suggests: the way it came in, else a bank transfer. */
export const refundMethodFor = (paid: PaymentMethod): RefundMethod => (paid === 'easypaisa' ? 'easypaisa' : 'bank');
