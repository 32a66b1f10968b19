// What /checkout places (checkout-flow.ts): the bag and the form as an order; placed, the bag empties, this browser
// remembers the order and the shopper goes to its confirmation; refused, the changed prices, the line concerned or the
// expired screenshot are shown where the shopper can act on them.
import type { NavigateFunction } from 'react-router';
import { replaceLines, useCart } from '../cart/index.ts';
import { type FullOrder, loadOrderTypes, loadTrackingHistory } from '../orders/index.ts';
import type { Placement } from './checkout-flow.ts';
import { initialCheckout, useCheckout } from './checkout-state.ts';
import { ORDER_OFFLINE } from './offline-messages.ts';
import type { PlaceResult, PriceChange } from './place-order.ts';
import { withPriceChanges, type NoticedChange } from './price-changes.ts';

/** Placing (the payload, the Idempotency-Key, the refusals' words) loads while the shopper is on the first step. */
export const loadOrderPlacing = () => import('./place-order.ts');

/** The bag takes the catalog's current prices, so the next quote and the order agree with the server. */
export function applyCartPriceChanges(changes: readonly PriceChange[]): NoticedChange[] {
  const { lines, noticed } = withPriceChanges(useCart.getState().lines, changes);
  replaceLines(lines);
  return noticed;
}

/** Sends the bag and the form; its code not fetched (no connection) is said as an order that could not be sent. */
async function sendOrder(): Promise<PlaceResult> {
  const { values, paymentMethod, screenshot } = useCheckout.getState();
  const placing = await loadOrderPlacing().catch(() => null);
  if (!placing) return { ok: false, status: 0, message: ORDER_OFFLINE };
  const result = await placing.placeOrder(
    placing.orderPayload(useCart.getState().lines, values, paymentMethod, screenshot?.fileUrl ?? null),
  );
  if (result.ok) placing.forgetAttempt();
  return result;
}

export type FlaggedLine = { prodId: string; size: string } | null;

export function orderPlacement(navigate: NavigateFunction, flag: (line: FlaggedLine) => void): Placement<FullOrder> {
  return {
    // The order is quoted on the review step alone.
    changesOnReviewOnly: true,
    onSending: () => flag(null),
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
    onRefused: (refusal) => {
      // The notice says what changed and the new quote shows the new total: the shopper places again.
      if (refusal.priceChanges?.length) return { message: null, changes: applyCartPriceChanges(refusal.priceChanges) };
      if (refusal.prodId && refusal.size) flag({ prodId: refusal.prodId, size: refusal.size });
      if (!refusal.screenshotMissing) return { message: refusal.message };
      // The upload expired or was removed: back to the uploader, with the reason beside it.
      useCheckout.setState((s) => ({ screenshot: null, errors: { ...s.errors, paymentScreenshot: refusal.message } }));
      return { message: null, backTo: 2 };
    },
  };
}
