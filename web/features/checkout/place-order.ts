// Placing the order at checkout (SPEC §7 Orders): the payload from the form and the bag, sent signed in or as a guest
// with one Idempotency-Key per attempt (orders/send-order.ts); placed, the bag empties, this browser remembers the
// order and the shopper goes to its confirmation; refused, the line concerned or the expired screenshot are shown where
// the shopper can act on them. The checkout loads it while the shopper is on the first step, not with the page.
import type { NavigateFunction } from 'react-router';
import type { CartLine } from '../../../domain/cart.ts';
import { type PaymentMethod } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import type { PlaceOrderPayload } from '../../../domain/schemas/orders.ts';
import { useSession } from '../session/index.ts';
import { replaceLines, useCart } from '../cart/index.ts';
import { type FullOrder, loadOrderTypes, loadTrackingHistory, orderSender, type SendResult } from '../orders/index.ts';
import type { Placing } from './checkout-flow.ts';
import { initialCheckout, useCheckout, type CheckoutValues } from './checkout-state.ts';
import { ORDER_OFFLINE } from './offline-messages.ts';

export type { PriceChange } from '../orders/index.ts';
export type PlaceResult = SendResult;

/** The bag line a refusal concerns, marked in the review (null: none). */
export type FlaggedLine = { prodId: string; size: string } | null;

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

/** Sends the bag and the form. */
async function sendOrder(): Promise<PlaceResult> {
  const { values, paymentMethod, screenshot } = useCheckout.getState();
  const result = await placeOrder(
    orderPayload(useCart.getState().lines, values, paymentMethod, screenshot?.fileUrl ?? null),
  );
  if (result.ok) forgetAttempt();
  return result;
}

export function orderPlacing(navigate: NavigateFunction, flag: (line: FlaggedLine) => void): Placing<FullOrder> {
  return {
    send: sendOrder,
    onPlaced: (order) => {
      // This browser's tracking history is written in the background: the confirmation does not wait for its code.
      void Promise.all([loadOrderTypes(), loadTrackingHistory()]).then(([types, history]) =>
        history.rememberOrder(types.toDisplay(order)),
      );
      const { screenshot } = useCheckout.getState();
      replaceLines([]);
      if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
      useCheckout.setState(initialCheckout());
      void navigate(`/order-confirmation/${order.trackingId}`);
    },
    onRefused: (refusal, pricesTaken) => {
      // The notice says what changed and the new quote shows the new total: the shopper places again.
      if (pricesTaken) return { message: null };
      if (refusal.prodId && refusal.size) flag({ prodId: refusal.prodId, size: refusal.size });
      if (!refusal.screenshotMissing) return { message: refusal.message };
      // The upload expired or was removed: back to the uploader, with the reason beside it.
      useCheckout.setState((s) => ({ screenshot: null, errors: { ...s.errors, paymentScreenshot: refusal.message } }));
      return { message: null, backTo: 2 };
    },
  };
}
