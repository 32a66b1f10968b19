// The emails of a paid order's refund (issue 28 item 7): staff cancelled it and the money is on its way back, and then
// that it was sent; written as blocks like the other order emails (order-mail.ts) and queued through the outbox.
import { formatPkr } from '../../../domain/money.ts';
import { ORDER_STATUS_LABELS, REFUND_METHOD_PHRASES, type RefundMethod } from '../../../domain/orders.ts';
import { composeMail, greeting, mailShop, type QueuedMail } from '../notifications/index.ts';
import { envelope, trackLink, type MailRecipient } from './order-mail.ts';

interface MailRefund {
  amount: number;
  method: RefundMethod;
}

/** Staff cancelled an order already paid: the shopper hears it is cancelled and that their money is coming back, how,
 *  with staff's own message when they wrote one. */
export function refundDueMail(
  order: MailRecipient,
  refund: MailRefund,
  message: string | null,
  linkBase: string,
): QueuedMail {
  const onItsWay = `A refund of ${formatPkr(refund.amount)} is on its way to you by ${REFUND_METHOD_PHRASES[refund.method]}.`;
  return composeMail(
    envelope('order-refund-due', order, `Order ${order.trackingId} cancelled: your refund is on its way`),
    {
      preview: onItsWay,
      greeting: greeting(order.customerName),
      blocks: [
        { type: 'heading', text: `Order ${order.trackingId}: ${ORDER_STATUS_LABELS.cancelled}` },
        { type: 'paragraph', text: `We have cancelled your order ${order.trackingId}. ${onItsWay}` },
        ...(message ? [{ type: 'callout' as const, text: message }] : []),
        {
          type: 'paragraph',
          text: 'We email you again once it has been sent. If your account details have changed, please reply to this email.',
        },
        { type: 'button', label: 'See your order', href: trackLink(order, linkBase) },
      ],
    },
    mailShop(linkBase),
  );
}

/** Staff marked the refund sent: how much, how, and the transfer's reference when they gave one. */
export function refundedMail(
  order: MailRecipient,
  refund: MailRefund & { reference: string | null },
  linkBase: string,
): QueuedMail {
  const sent = `We have sent your refund of ${formatPkr(refund.amount)} for order ${order.trackingId} by ${REFUND_METHOD_PHRASES[refund.method]}.`;
  return composeMail(
    envelope('order-refunded', order, `Refund sent for order ${order.trackingId}`),
    {
      preview: sent,
      greeting: greeting(order.customerName),
      blocks: [
        { type: 'paragraph', text: sent },
        ...(refund.reference
          ? [{ type: 'rows' as const, rows: [{ label: 'Reference', value: refund.reference }] }]
          : []),
        {
          type: 'paragraph',
          text: 'A transfer can take a working day to show in your account. Thank you for your patience.',
        },
        { type: 'button', label: 'See your order', href: trackLink(order, linkBase), secondary: true },
      ],
    },
    mailShop(linkBase),
  );
}
