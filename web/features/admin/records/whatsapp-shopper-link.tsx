// 'Message on WhatsApp' in the admin's order and preorder modals: a click-to-chat link to the shopper's phone with the
// status text the status email uses and the tracking link typed in, for shoppers who read WhatsApp, not email.
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../../domain/order-messages.ts';
import { PREORDER_STATUS_LABELS, type PreorderStatus } from '../../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../../domain/preorder-messages.ts';
import { toE164, whatsappLink } from '../../../../domain/whatsapp.ts';
import { MessageCircle } from '../../../ui/icons/message-circle.ts';

/** The modal opens in the browser only, on the shop's own address: the link the shopper gets opens the same shop. */
const origin = () => window.location.origin;

/** Where the shopper follows an order, and a preorder, on the shop. */
export const orderTrackingUrl = (trackingId: string) => `${origin()}/track-order?id=${encodeURIComponent(trackingId)}`;
export const preorderTrackingUrl = (preorderId: string) => `${origin()}/preorders?id=${encodeURIComponent(preorderId)}`;

export function orderStatusMessage(order: { status: OrderStatus; trackingId: string }): string {
  return [
    ORDER_MESSAGES.statusEmail(ORDER_STATUS_LABELS[order.status]),
    `Track your order: ${orderTrackingUrl(order.trackingId)}`,
  ].join('\n');
}

export function preorderStatusMessage(preorder: { status: PreorderStatus; preorderId: string }): string {
  return [
    PREORDER_MESSAGES.statusEmail(PREORDER_STATUS_LABELS[preorder.status]),
    `Track your preorder: ${preorderTrackingUrl(preorder.preorderId)}`,
  ].join('\n');
}

const LOOKS = {
  quiet:
    'mt-1.5 min-h-9 gap-1.5 border border-[#167d4a]/40 px-3 text-xs text-[#146c41] hover:border-[#167d4a] hover:bg-[#167d4a]/5',
  solid: 'min-h-11 justify-center gap-2 bg-[#146c41] px-4 text-sm text-white hover:bg-[#0f5a35]',
} as const;

/** Nothing when the phone on the order cannot be read as a number WhatsApp knows. */
export function WhatsappShopperLink({
  phone,
  message,
  label = 'Message on WhatsApp',
  look = 'quiet',
}: {
  phone: string;
  message: string;
  label?: string;
  /** 'quiet' beside a record's contact; 'solid' as a screen's main way to tell the customer. */
  look?: keyof typeof LOOKS;
}) {
  const e164 = toE164(phone);
  if (!e164) return null;
  return (
    <a
      href={whatsappLink(e164, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center rounded-full font-semibold transition ${LOOKS[look]}`}
    >
      <MessageCircle className="h-4 w-4 shrink-0" aria-hidden />
      {label}
    </a>
  );
}
