// Preorders (SPEC §3, §4, §9; DECISIONS D12-D14): statuses and their stages, the two payments' amounts and the expected
// production dates (preorder IDs: references.ts; what shoppers and staff are told: preorder-messages.ts). No I/O: the
// server and the browser read it.
import { PREORDER_DEPOSIT_RATIO } from './limits.ts';

export const PREORDER_STATUSES = ['pending', 'production', 'packaging', 'shipped_delivered', 'cancelled'] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

export const PREORDER_STATUS_LABELS: Record<PreorderStatus, string> = {
  pending: 'Pending',
  production: 'In Production',
  packaging: 'Packaging',
  shipped_delivered: 'Shipped/Delivered',
  cancelled: 'Cancelled',
};

/** The stages a shopper follows on /preorders, marked completed up to the current status. */
export const PREORDER_STAGES: readonly PreorderStatus[] = ['pending', 'production', 'packaging', 'shipped_delivered'];

export function preorderStageReached(current: PreorderStatus, stage: PreorderStatus): boolean {
  if (current === 'cancelled') return stage === 'pending';
  return PREORDER_STAGES.indexOf(stage) <= PREORDER_STAGES.indexOf(current);
}

/** Preorders are paid by transfer only (bank is the default); cards are not offered for them. */
export const PREORDER_PAYMENT_METHODS = ['bank', 'easypaisa'] as const;
export type PreorderPaymentMethod = (typeof PREORDER_PAYMENT_METHODS)[number];

export interface PreorderAmounts {
  /** The server-priced subtotal of the pieces (D13: originalAmount). */
  originalAmount: number;
  /** Paid now: half, rounded up to a whole rupee, so the two halves always add up to the subtotal. */
  payNow: number;
  /** The other half plus delivery; null until staff set the delivery charge. */
  finalPayment: number | null;
  /** Everything the shopper pays; null until the delivery charge is set. */
  total: number | null;
}

/** D13: Pay Now = ceil(subtotal / 2); the final payment = subtotal - Pay Now + the delivery charge staff set. */
export function preorderAmounts(originalAmount: number, deliveryCharge: number | null): PreorderAmounts {
  const payNow = Math.ceil(originalAmount * PREORDER_DEPOSIT_RATIO);
  const finalPayment = deliveryCharge === null ? null : originalAmount - payNow + deliveryCharge;
  return { originalAmount, payNow, finalPayment, total: finalPayment === null ? null : payNow + finalPayment };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** SPEC §9: production starts within 1-2 weeks and takes 3-6 weeks; the piece arrives 5-9 weeks after the preorder. */
export const PREORDER_WEEKS = {
  productionStart: [1, 2],
  productionEnd: [4, 8],
  delivery: [5, 9],
} as const satisfies Record<string, readonly [number, number]>;

export interface PreorderEstimate {
  productionStart: Date;
  productionEnd: Date;
  readyForDelivery: Date;
  estimatedDelivery: Date;
}

/** The dates promised at placing (the preorder's estimatedTimeline): the late end of each range, so the shop keeps
 *  its word; staff can bring them forward from the admin modal. */
export function estimatedTimeline(placedAt: Date): PreorderEstimate {
  const after = (weeks: number) => new Date(placedAt.getTime() + weeks * WEEK_MS);
  return {
    productionStart: after(PREORDER_WEEKS.productionStart[1]),
    productionEnd: after(PREORDER_WEEKS.productionEnd[1]),
    readyForDelivery: after(PREORDER_WEEKS.productionEnd[1]),
    estimatedDelivery: after(PREORDER_WEEKS.delivery[1]),
  };
}

/** SPEC §5 preorder step 2: an optional +92 or 0, then exactly 10 digits (spaces and dashes as typed are ignored).
 *  The 10 digits never start with 0 (a mobile's start with 3, a landline's with its area code), so '0300123456', one
 *  digit short, is not read as ten digits without a prefix. */
export function isPakistaniPhone(input: string): boolean {
  return /^(\+92|0)?[1-9]\d{9}$/.test(input.replace(/[\s-]/g, ''));
}

/** D9: preorders ship within Pakistan only. */
export const PREORDER_COUNTRY = 'Pakistan';

/** Screenshots a shopper may send at once, and in all, for one payment (a transfer split in two, a second try). */
export const MAX_PREORDER_SCREENSHOTS_PER_CALL = 5;
export const MAX_PREORDER_SCREENSHOTS_PER_PAYMENT = 10;

/** The two payments of a preorder (D13). */
export const PREORDER_PAYMENTS = ['initial', 'final'] as const;
export type PreorderPayment = (typeof PREORDER_PAYMENTS)[number];
export const PREORDER_PAYMENT_LABELS: Record<PreorderPayment, string> = {
  initial: 'Initial payment (50%)',
  final: 'Final payment (50% + delivery)',
};
