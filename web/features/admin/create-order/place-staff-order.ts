// Sending an order staff took by phone or WhatsApp (POST /api/orders/staff) the way checkout sends one
// (orders/send-order.ts: one Idempotency-Key per attempt, the server's own words on a refusal).
import type { CartLine } from '../../../../domain/cart.ts';
import { ORDER_MESSAGES } from '../../../../domain/orders.ts';
import type { StaffOrderPayload } from '../../../../domain/schemas/orders.ts';
import { orderSender, type SendResult } from '../../orders/send-order.ts';
import type { DetailValues, PaymentChoice } from './order-details.ts';

export type StaffPlaceResult = SendResult;

export function staffOrderPayload(
  values: DetailValues,
  payment: PaymentChoice,
  lines: readonly CartLine[],
  screenshot: string | null,
): StaffOrderPayload {
  return {
    customer: {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
    },
    // SPEC §3: state is the city.
    shippingAddress: {
      street: values.address.trim(),
      city: values.city.trim(),
      state: values.city.trim(),
      zipCode: values.postalCode.trim(),
      country: values.country,
    },
    // The price staff saw and quoted: the server refuses the order, rather than charge another one silently.
    items: lines.map(({ prodId, size, color, quantity, price }) => ({ prodId, size, color, quantity, price })),
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
