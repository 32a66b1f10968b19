// The order emails (confirmation, status updates, payment received, and the cancellation of an order left unpaid),
// written once as blocks and rendered by the notifications module's branded templates; queued through the outbox.
import { BRAND } from '../../../domain/brand.ts';
import { courierTrackingUrl, type Courier } from '../../../domain/couriers.ts';
import { mediaUrl } from '../../../domain/media.ts';
import { formatPkr } from '../../../domain/money.ts';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../domain/orders.ts';
import { DEADLINE_MESSAGES, deadlineTime } from '../../../domain/payment-deadline.ts';
import { shopWhatsapp } from '../../../domain/whatsapp.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import {
  composeMail,
  greeting,
  mailShop,
  type MailBlock,
  type MailItem,
  type QueuedMail,
} from '../notifications/index.ts';
import { payIntoRows } from '../settings/index.ts';

export interface MailLine {
  name: string;
  size: string;
  color: string;
  quantity: number;
  price: number;
  /** The product's picture when the line was placed (a media id), or null. */
  imageId: string | null;
}

/** The order as its emails name it: `id` is the database id the admin's email log links to. */
interface MailOrder {
  id: string;
  trackingId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PaymentMethod;
  subtotal: number;
  delivery: number;
  total: number;
  items: MailLine[];
}

export type MailRecipient = Pick<MailOrder, 'id' | 'trackingId' | 'customerName' | 'customerEmail'>;

/** When an unpaid order is cancelled, and how many hours after placing that is. */
export interface MailDeadline {
  dueAt: Date;
  hours: number;
}

/** An item as the emails list it, with its picture as an absolute JPEG (Outlook draws no WebP). A '/' in a product's
 *  name reads as a space. */
export function mailItem(line: MailLine, linkBase: string): MailItem {
  return {
    name: line.name.replaceAll('/', ' '),
    detail: `Size ${line.size} · ${line.color} · Qty ${line.quantity}`,
    amount: formatPkr(line.price * line.quantity),
    imageUrl: line.imageId ? `${linkBase}${mediaUrl(line.imageId, 320, 'jpg')}` : null,
  };
}

/** How to pay into the shop's account for this method, or whom to ask when the shop has not set one up. */
export function howToPayBlocks(payment: PaymentSettingsView, method: PaymentMethod): MailBlock[] {
  const rows = payIntoRows(payment, method);
  const label = PAYMENT_METHOD_LABELS[method];
  if (!rows) return [{ type: 'paragraph', text: `${label}: please contact us for the account details.` }];
  return [{ type: 'rows', title: label, rows: rows.map(([rowLabel, value]) => ({ label: rowLabel, value })) }];
}

export const trackLink = (order: Pick<MailOrder, 'trackingId'>, linkBase: string) =>
  `${linkBase}/track-order?id=${order.trackingId}`;

/** The envelope of every order message: to the shopper, linked to the order in the email log. */
export const envelope = (kind: QueuedMail['kind'], order: MailRecipient, subject: string) => ({
  kind,
  to: order.customerEmail,
  subject,
  orderId: order.id,
});

export function confirmationMail(
  order: MailOrder,
  payment: PaymentSettingsView,
  linkBase: string,
  payBy: MailDeadline | null = null,
): QueuedMail {
  const link = `${linkBase}/order-confirmation/${order.trackingId}`;
  const payByLine = payBy ? DEADLINE_MESSAGES.payBy(deadlineTime(payBy.dueAt), payBy.hours) : null;
  return composeMail(
    envelope('order-confirmation', order, `Your ${BRAND.name} order ${order.trackingId}`),
    {
      preview: `Order ${order.trackingId}: ${formatPkr(order.total)}. How to pay and track it inside.`,
      greeting: greeting(order.customerName),
      blocks: [
        { type: 'paragraph', text: `Thank you for your order. Your tracking ID is ${order.trackingId}.` },
        { type: 'items', items: order.items.map((line) => mailItem(line, linkBase)) },
        {
          type: 'rows',
          rows: [
            { label: 'Subtotal', value: formatPkr(order.subtotal) },
            { label: 'Delivery', value: formatPkr(order.delivery) },
            { label: 'Total', value: formatPkr(order.total), strong: true },
            { label: 'Payment', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
          ],
        },
        ...(payByLine ? [{ type: 'callout' as const, text: payByLine }] : []),
        { type: 'heading', text: 'How to pay' },
        ...howToPayBlocks(payment, order.paymentMethod),
        {
          type: 'paragraph',
          text: 'We check your payment screenshot and confirm within 24 hours; your order is processed within 24 hours of payment confirmation.',
        },
        { type: 'button', label: 'See and track your order', href: link },
      ],
      footer: { note: `You received this email because you placed order ${order.trackingId} with ${BRAND.name}.` },
    },
    mailShop(linkBase),
  );
}

/** The parcel's courier and slip number, when the order has shipped with one. */
export interface MailShipment {
  courier: Courier;
  consignmentNumber: string | null;
}

/** The courier and slip number, and a button to the courier's own tracking page when it has one. */
function shipmentBlocks(shipment: MailShipment): MailBlock[] {
  const url = courierTrackingUrl(shipment.courier, shipment.consignmentNumber);
  return [
    {
      type: 'rows',
      title: 'Your parcel',
      rows: [
        { label: 'Courier', value: shipment.courier },
        ...(shipment.consignmentNumber ? [{ label: 'Consignment number', value: shipment.consignmentNumber }] : []),
      ],
    },
    ...(url ? [{ type: 'button' as const, label: `Track with ${shipment.courier}`, href: url }] : []),
  ];
}

export function statusMail(
  order: MailRecipient,
  status: OrderStatus,
  message: string,
  linkBase: string,
  shipment: MailShipment | null = null,
): QueuedMail {
  const heading = `Order ${order.trackingId}: ${ORDER_STATUS_LABELS[status]}`;
  return composeMail(
    envelope('order-status', order, heading),
    {
      preview: message,
      greeting: greeting(order.customerName),
      blocks: [
        { type: 'heading', text: heading },
        { type: 'paragraph', text: message },
        ...(shipment ? shipmentBlocks(shipment) : []),
        // Under the courier's button the shop's own tracking page is the second way in.
        { type: 'button', label: 'Track it', href: trackLink(order, linkBase), secondary: shipment !== null },
      ],
    },
    mailShop(linkBase),
  );
}

/** Tracking added to (or corrected on) an order already shipped: only the parcel's details, not another status. */
export function trackingMail(order: MailRecipient, shipment: MailShipment, linkBase: string): QueuedMail {
  const subject = `Tracking details for order ${order.trackingId}`;
  return composeMail(
    envelope('order-tracking', order, subject),
    {
      preview: `Your parcel is with ${shipment.courier}: here is how to follow it.`,
      greeting: greeting(order.customerName),
      blocks: [
        { type: 'heading', text: subject },
        { type: 'paragraph', text: `Your order ${order.trackingId} is on its way with ${shipment.courier}.` },
        ...shipmentBlocks(shipment),
        { type: 'button', label: 'Track it', href: trackLink(order, linkBase), secondary: true },
      ],
    },
    mailShop(linkBase),
  );
}

/** Staff marked the order's payment paid: the shopper hears that the money arrived and what happens next. */
export function paymentReceivedMail(order: MailRecipient & Pick<MailOrder, 'total'>, linkBase: string): QueuedMail {
  return composeMail(
    envelope('order-payment-received', order, `Payment received for order ${order.trackingId}`),
    {
      preview: `We have received your payment of ${formatPkr(order.total)}.`,
      greeting: greeting(order.customerName),
      blocks: [
        {
          type: 'paragraph',
          text: `We have received your payment of ${formatPkr(order.total)} for order ${order.trackingId}. Thank you.`,
        },
        {
          type: 'paragraph',
          text: 'Your order is processed within 24 hours of payment confirmation; we email you again when it ships.',
        },
        { type: 'button', label: 'Track it', href: trackLink(order, linkBase) },
      ],
    },
    mailShop(linkBase),
  );
}

/** How shoppers reach the shop, from the Shop settings. */
export interface MailContact {
  email: string;
  phone: string;
  whatsapp: string;
}

/** The shop's WhatsApp beside its phone: none when the Shop settings switch it off. */
/** The shop's WhatsApp as a row: none when it is off, 'the same number' when it is the phone. */
function whatsappRow(contact: MailContact): { label: string; value: string }[] {
  const whatsapp = shopWhatsapp(contact);
  if (!whatsapp) return [];
  return [{ label: 'WhatsApp', value: whatsapp.samePhone ? 'the same number' : whatsapp.display }];
}

/** The shop cancelled an order whose payment never came (issue 11): why, that the pieces went back on sale, and whom to
 *  call if the money was in fact sent, so a shopper whose transfer crossed the deadline is not left wondering. */
export function unpaidCancelledMail(
  order: MailRecipient & Pick<MailOrder, 'total'>,
  hours: number,
  contact: MailContact,
  linkBase: string,
): QueuedMail {
  return composeMail(
    envelope('order-unpaid-cancelled', order, `Order ${order.trackingId} cancelled: payment not received`),
    {
      preview: `Your order ${order.trackingId} was cancelled because its payment did not reach us.`,
      greeting: greeting(order.customerName),
      blocks: [
        {
          type: 'paragraph',
          text: `We have cancelled your order ${order.trackingId} because its payment of ${formatPkr(order.total)} did not reach us within ${hours} hours of placing it. The pieces we were holding for you are back on sale.`,
        },
        {
          type: 'paragraph',
          text: 'If you have already paid, please send us your payment screenshot with the tracking ID and we will sort it out:',
        },
        {
          type: 'rows',
          rows: [
            { label: 'Email', value: contact.email },
            { label: 'Phone', value: contact.phone },
            ...whatsappRow(contact),
          ],
        },
        { type: 'heading', text: `Order ${order.trackingId}: ${ORDER_STATUS_LABELS.cancelled}` },
        { type: 'button', label: 'Track it', href: trackLink(order, linkBase) },
        { type: 'paragraph', text: `You are welcome to order again at any time: ${linkBase}/shop` },
      ],
    },
    mailShop(linkBase),
  );
}
