// The payment deadline of an order (issue 11, item 10): stock is held for an unpaid order only so long, then the order
// is cancelled and its stock returned. The rule, its bounds and its words, shared by the server, the admin and shoppers.
import type { OrderStatus, PaymentStatus } from './orders.ts';
import { pakistanDateTime } from './pakistan-time.ts';

/** How long a new order waits for its payment until an admin changes it (Shop settings, Orders). */
export const DEFAULT_UNPAID_ORDER_HOURS = 72;
export const MIN_UNPAID_ORDER_HOURS = 1;
/** 30 days: beyond that a deadline no longer keeps stock from being hoarded. */
export const MAX_UNPAID_ORDER_HOURS = 720;

/** What staff can grant in one step from the order modal; a shopper who needs more asks again. */
export const DEADLINE_EXTENSIONS = [24, 48, 72] as const;
export const MAX_DEADLINE_EXTENSION_HOURS = 168;

/** The dashboard lists unpaid orders whose deadline falls within this many hours. */
export const DEADLINE_SOON_HOURS = 12;

/** Only an order nobody has confirmed payment for, and that has not left the shop, waits on a deadline: a paid,
 *  shipped, delivered or cancelled one never does, and a 'failed' payment is in staff's hands already. */
export function awaitsPayment(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'pending' && (status === 'pending' || status === 'processing');
}

/** Whole hours between placing and the deadline: 72 for a new order, more once staff extended it. */
export function deadlineHours(createdAt: Date | string, paymentDueAt: Date | string): number {
  return Math.max(1, Math.round((new Date(paymentDueAt).getTime() - new Date(createdAt).getTime()) / 3_600_000));
}

export const DEADLINE_MESSAGES = {
  /** The history note of an order the shop cancelled on its own (exact words: staff search for them). */
  cancelledNote: (hours: number) => `cancelled: payment not received in ${hours} hours`,
  /** Who the history names for that change: no staff member did it. */
  shopActor: 'Shop (automatic)',
  extendedNote: (when: string) => `payment deadline extended to ${when}`,
  notExtendable: 'Only an unpaid order that is still pending or processing has a payment deadline to extend.',
  /** What shoppers are told on the confirmation and tracking pages. */
  payBy: (when: string, hours: number) => `Please pay by ${when}; unpaid orders are cancelled after ${hours} hours.`,
} as const;

/** A deadline as the shop keeps it, in Pakistan time and saying so (shoppers abroad read it too): '27 Nov 2026, 3:40 pm
 *  PKT'. The history note, the email and the pages write it alike. */
export const deadlineTime = (at: Date | string): string => pakistanDateTime(at, { zone: true });
