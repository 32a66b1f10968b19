// Sending an order staff took by phone or WhatsApp (POST /api/orders/staff) the way checkout sends one
// (orders/send-order.ts: one Idempotency-Key per attempt, the server's own words on a refusal).
import type { CartLine } from '../../../../domain/cart.ts';
import { ORDER_MESSAGES } from '../../../../domain/order-messages.ts';
import type { StaffOrderPayload } from '../../../../domain/schemas/orders.ts';
import { orderSender, type SendResult } from '../../orders/index.ts';
import { staffEntryBody, type DetailValues, type PaymentChoice } from './order-details.ts';

export type StaffPlaceResult = SendResult;

export function staffOrderPayload(
  values: DetailValues,
  payment: PaymentChoice,
  lines: readonly CartLine[],
  screenshot: string | null,
): StaffOrderPayload {
  return {
    ...staffEntryBody(values, lines, values.country),
    paymentMethod: payment.method,
    ...(screenshot ? { screenshot } : {}),
    paymentStatus: payment.status,
  };
}

const sender = orderSender({
  offline:
    'We could not reach the shop, so the order was not placed yet. Please check the connection and press Place order again.',
  fallback: () => ORDER_MESSAGES.createFailed,
});

export function placeStaffOrder(payload: StaffOrderPayload): Promise<StaffPlaceResult> {
  return sender.send('/api/orders/staff', payload);
}
