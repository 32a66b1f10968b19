// The words of order emails (confirmation, status updates, and the cancellation of an order left unpaid), queued
// through the outbox.
import { BRAND } from '../../../domain/brand.ts';
import { courierTrackingUrl, type Courier } from '../../../domain/couriers.ts';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { DEADLINE_MESSAGES, deadlineTime } from '../../../domain/payment-deadline.ts';
import { splitName } from '../../../domain/accounts.ts';
import { shopWhatsapp } from '../../../domain/whatsapp.ts';
import { escapeHtml, greeting, signature, type QueuedMail } from '../notifications/index.ts';

interface MailOrder {
  trackingId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PaymentMethod;
  subtotal: number;
  delivery: number;
  total: number;
  items: { name: string; size: string; color: string; quantity: number; price: number }[];
}

/** When an unpaid order is cancelled, and how many hours after placing that is. */
export interface MailDeadline {
  dueAt: Date;
  hours: number;
}

export function confirmationMail(order: MailOrder, linkBase: string, payBy: MailDeadline | null = null): QueuedMail {
  const link = `${linkBase}/order-confirmation/${order.trackingId}`;
  const payByLine = payBy ? DEADLINE_MESSAGES.payBy(deadlineTime(payBy.dueAt), payBy.hours) : null;
  const lines = order.items.map(
    (i) =>
      `- ${i.name.replaceAll('/', ' ')} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPkr(i.price * i.quantity)}`,
  );
  const text = [
    greeting(order.customerName),
    '',
    `Thank you for your order. Your tracking ID is ${order.trackingId}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatPkr(order.subtotal)}`,
    `Delivery: ${formatPkr(order.delivery)}`,
    `Total: ${formatPkr(order.total)}`,
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
    '',
    'We check your payment screenshot and confirm within 24 hours; your order is processed within 24 hours of payment confirmation.',
    ...(payByLine ? [payByLine] : []),
    `See your order and track it at any time: ${link}`,
    '',
    signature,
  ].join('\n');
  const html = `<p>Assalam-o-alaikum ${escapeHtml(splitName(order.customerName).firstName)},</p>
<p>Thank you for your order. Your tracking ID is <strong>${order.trackingId}</strong>.</p>
<ul>${order.items.map((i) => `<li>${escapeHtml(i.name.replaceAll('/', ' '))} (${escapeHtml(i.size)}, ${escapeHtml(i.color)}) × ${i.quantity}: ${formatPkr(i.price * i.quantity)}</li>`).join('')}</ul>
<p>Subtotal ${formatPkr(order.subtotal)}<br>Delivery ${formatPkr(order.delivery)}<br><strong>Total ${formatPkr(order.total)}</strong></p>
${payByLine ? `<p><strong>${escapeHtml(payByLine)}</strong></p>\n` : ''}<p><a href="${escapeHtml(link)}">See and track your order</a></p>
<p>${signature}</p>`;
  return {
    kind: 'order-confirmation',
    to: order.customerEmail,
    subject: `Your ${BRAND.name} order ${order.trackingId}`,
    text,
    html,
  };
}

/** The parcel's courier and slip number, when the order has shipped with one. */
export interface MailShipment {
  courier: Courier;
  consignmentNumber: string | null;
}

function shipmentLines(shipment: MailShipment): string[] {
  const url = courierTrackingUrl(shipment.courier, shipment.consignmentNumber);
  return [
    `Courier: ${shipment.courier}`,
    ...(shipment.consignmentNumber ? [`Consignment number: ${shipment.consignmentNumber}`] : []),
    ...(url ? [`Track with ${shipment.courier}: ${url}`] : []),
  ];
}

export function statusMail(
  order: Pick<MailOrder, 'trackingId' | 'customerName' | 'customerEmail'>,
  status: OrderStatus,
  message: string,
  linkBase: string,
  shipment: MailShipment | null = null,
): QueuedMail {
  const link = `${linkBase}/track-order?id=${order.trackingId}`;
  const text = [
    greeting(order.customerName),
    '',
    message,
    '',
    `Order ${order.trackingId}: ${ORDER_STATUS_LABELS[status]}`,
    ...(shipment ? shipmentLines(shipment) : []),
    `Track it: ${link}`,
    '',
    signature,
  ].join('\n');
  return {
    kind: 'order-status',
    to: order.customerEmail,
    subject: `Order ${order.trackingId}: ${ORDER_STATUS_LABELS[status]}`,
    text,
  };
}

/** How shoppers reach the shop, from the Shop settings. */
export interface MailContact {
  email: string;
  phone: string;
  whatsapp: string;
}

/** The shop's WhatsApp beside its phone: none when the Shop settings switch it off. */
function whatsappLine(contact: MailContact): string[] {
  const whatsapp = shopWhatsapp(contact);
  if (!whatsapp) return [];
  return [whatsapp.samePhone ? '(also on WhatsApp)' : `WhatsApp: ${whatsapp.display}`];
}

/** The shop cancelled an order whose payment never came (issue 11): why, that the pieces went back on sale, and whom to
 *  call if the money was in fact sent, so a shopper whose transfer crossed the deadline is not left wondering. */
export function unpaidCancelledMail(
  order: Pick<MailOrder, 'trackingId' | 'customerName' | 'customerEmail' | 'total'>,
  hours: number,
  contact: MailContact,
  linkBase: string,
): QueuedMail {
  const text = [
    greeting(order.customerName),
    '',
    `We have cancelled your order ${order.trackingId} because its payment of ${formatPkr(order.total)} did not reach us within ${hours} hours of placing it. The pieces we were holding for you are back on sale.`,
    '',
    'If you have already paid, please send us your payment screenshot with the tracking ID and we will sort it out:',
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    ...whatsappLine(contact),
    '',
    `Order ${order.trackingId}: ${ORDER_STATUS_LABELS.cancelled}`,
    `Track it: ${linkBase}/track-order?id=${order.trackingId}`,
    `You are welcome to order again at any time: ${linkBase}/shop`,
    '',
    signature,
  ].join('\n');
  return {
    kind: 'order-unpaid-cancelled',
    to: order.customerEmail,
    subject: `Order ${order.trackingId} cancelled: payment not received`,
    text,
  };
}
