// Placing the order at checkout (SPEC §7 Orders): the payload from the form and the bag, sent signed in or as a guest
// with one Idempotency-Key per attempt (orders/send-order.ts). The checkout loads it while the shopper is on the first
// step, not with the page.
import type { CartLine } from '../../../domain/cart.ts';
import { type PaymentMethod } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import type { PlaceOrderPayload } from '../../../domain/schemas/orders.ts';
import { useSession } from '../session/index.ts';
import { orderSender, type SendResult } from '../orders/index.ts';
import type { CheckoutValues } from './checkout-state.ts';
import { ORDER_OFFLINE } from './offline-messages.ts';

export type { PriceChange } from '../orders/index.ts';
export type PlaceResult = SendResult;

export function orderPayload(
  lines: readonly CartLine[],
  values: CheckoutValues,
  method: PaymentMethod,
  screenshot: string | null,
): PlaceOrderPayload {
  return {
    items: lines.map(({ prodId, quantity, size, color, price }) => ({ prodId, quantity, size, color, price })),
    // SPEC §3: state is the city.
    shippingAddress: {
      street: values.address.trim(),
      city: values.city.trim(),
      state: values.city.trim(),
      zipCode: values.postalCode.trim(),
      country: values.country,
    },
    paymentDetails: screenshot ? { method, screenshot } : { method },
    // Signed-in shoppers send it too: it is this order's contact, which may differ from the account's.
    guestInfo: {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
    },
  };
}

const sender = orderSender({
  offline: ORDER_OFFLINE,
  fallback: (signedIn) => (signedIn ? ORDER_MESSAGES.createFailed : ORDER_MESSAGES.guestCreateFailed),
});

/** After an order or a refused key, the next checkout is a new attempt. */
export const forgetAttempt = sender.forget;

export function placeOrder(payload: PlaceOrderPayload): Promise<PlaceResult> {
  return sender.send(useSession.getState().token ? '/api/orders' : '/api/orders/guest', payload);
}
