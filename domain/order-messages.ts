// What checkout, tracking, emails and the API say about orders (SPEC §5, §8), in the spec's words. Apart from
// domain/orders.ts so a page that only shows an order's labels (a preorder's payment status) does not carry every
// message of the admin and the API with it.
import { formatPkr } from './money.ts';
import { REFUND_METHOD_PHRASES, type RefundMethod } from './orders.ts';

export const ORDER_MESSAGES = {
  screenshotRequired: {
    bank: 'Payment screenshot is required for bank transfer',
    easypaisa: 'Payment screenshot is required for Easypaisa transfer',
  },
  cardComingSoon: 'Card payments are coming soon. Please pay by bank transfer or Easypaisa.',
  screenshotNotFound: 'The payment screenshot was not received. Please upload it again.',
  screenshotFrozenPaid:
    'We have already confirmed the payment for this order, so its screenshot can no longer be changed.',
  screenshotFrozenFailed:
    'We could not match the payment for this order. Please contact us so we can check it with you; the screenshot can no longer be changed here.',
  screenshotOtherBrowser:
    'The payment screenshot of this order can only be changed from the browser it was placed from. Please contact us to send a new one.',
  /** The history line of a new proof: 'shopper replaced the payment screenshot', 'staff added the payment screenshot'. */
  screenshotChanged: (who: 'shopper' | 'staff', replaced: boolean) =>
    `${who} ${replaced ? 'replaced' : 'added'} the payment screenshot`,
  screenshotUncheckable:
    'We could not check your payment screenshot just now, so the order was not placed yet. Please press PLACE ORDER again in a minute.',
  emptyOrder: 'Your cart is empty. Please add items before placing an order.',
  notAvailable: (name: string) => `${name} is no longer available. Please remove it from your bag.`,
  sizeNotOffered: (name: string, size: string) => `${name} is not available in size ${size}.`,
  colorNotOffered: (name: string, color: string) => `${name} is not available in ${color}.`,
  outOfStock: (name: string, size: string, available: number) =>
    available > 0
      ? `Only ${available} left of ${name} in size ${size}. Please reduce the quantity.`
      : `${name} in size ${size} has just sold out. Please remove it or choose another size.`,
  priceChanged:
    'Some prices changed since you added them to your bag. Please review the new total before placing your order.',
  idempotencyMismatch:
    'This checkout attempt was already used for a different order. Please reload the page and try again.',
  notFound: "We couldn't find your order. Please check your order details or contact support.",
  trackingIdRequired: 'Please enter your tracking ID',
  createFailed: 'Failed to create order',
  guestCreateFailed: 'Failed to create guest order',
  trackFailed: 'Failed to track order',
  cancelNotAllowed: 'Only pending orders can be cancelled. Please contact us to cancel this order.',
  /** A shopper's cancel once staff confirmed the payment (issue 28 item 7): the money needs a person to send it back. */
  cancelPaid: 'Your payment has been confirmed. Please contact us to cancel.',
  /** Where a shopper would otherwise see a Cancel button on a paid order. */
  paidCancelByUs: 'Paid orders are cancelled by us: contact us',
  refundDueNote: (amount: number) => `Cancelled by staff, refund due ${formatPkr(amount)}`,
  refundedNote: (amount: number) => `Refunded ${formatPkr(amount)}`,
  refundDueLine: (amount: number, method: RefundMethod) =>
    `Refund due: ${formatPkr(amount)} by ${REFUND_METHOD_PHRASES[method]}`,
  refundedLine: (amount: number, date: string) => `Refunded ${formatPkr(amount)} on ${date}`,
  refundAboveAmountPaid: (paid: number) => `The refund can be at most ${formatPkr(paid)}, the amount paid`,
  noRefundDue: 'This order has no refund due.',
  alreadyRefunded: 'This refund is already marked refunded.',
  refundedNotReopenable: 'The payment of this order was refunded, so it cannot be re-opened. Please enter a new order.',
  paidAfterCancel: 'This order is cancelled: re-open it before marking its payment paid.',
  paymentFixedByRefund: 'A refund is recorded for this order, so its payment status can no longer be changed.',
  staffEntered: 'Order entered by staff (phone or WhatsApp)',
  statusEmail: (status: string) => `Your order status has been updated to: ${status}`,
} as const;
