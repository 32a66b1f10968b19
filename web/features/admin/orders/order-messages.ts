// What the Orders tab says after a change: SPEC §8's admin alerts for a refused status or payment change (and a refused
// deadline extension), and the notes that confirm a change went through.
import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentStatus } from '../../../../domain/orders.ts';
import { deadlineTime } from '../../../../domain/payment-deadline.ts';
import { PAYMENT_STATUS_LABELS } from '../records/index.ts';

export const ORDER_ALERTS = {
  statusFailed: 'Failed to update order status. Please try again.',
  paymentFailed: 'Failed to update payment status. Please try again.',
  refundFailed: 'Failed to mark the refund as sent. Please try again.',
  refundDone: (trackingId: string, emailed: boolean) =>
    `The refund of order ${trackingId} is marked sent.${emailed ? ' The customer will be emailed.' : ''}`,
  assignFailed: 'Failed to assign the order. Please try again.',
  deadlineFailed: 'Failed to extend the payment deadline. Please try again.',
  loadFailed: (error: string) => `Error loading orders: ${error}`,
  // An order taken by phone without an address is emailed nothing: staff are told to pass the news on themselves.
  statusDone: (trackingId: string, status: OrderStatus, emailed: boolean) =>
    `Order ${trackingId} is now ${ORDER_STATUS_LABELS[status]}. ${emailed ? 'The customer will be emailed.' : 'No email on this order: tell the customer on WhatsApp.'}`,
  courierDone: (trackingId: string, emailed: boolean) =>
    `Tracking details of order ${trackingId} saved. ${emailed ? 'The customer will be emailed them.' : 'No email on this order: tell the customer on WhatsApp.'}`,
  paymentDone: (trackingId: string, status: PaymentStatus) =>
    `Payment of order ${trackingId} is now ${PAYMENT_STATUS_LABELS[status]}.`,
  deadlineDone: (trackingId: string, dueAt: string) =>
    `Order ${trackingId} now has until ${deadlineTime(dueAt)} to be paid.`,
  assignDone: (trackingId: string, name: string | null) =>
    name ? `Order ${trackingId} is assigned to ${name}.` : `Order ${trackingId} is not assigned to anyone now.`,
} as const;
