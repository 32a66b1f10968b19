// What /checkout places (checkout-flow.ts): the bag and the form as an order, quoted on the review step alone. The
// code that sends it and reads the answers (place-order.ts) downloads while the shopper is on the first step.
import type { NavigateFunction } from 'react-router';
import { replaceLines, useCart } from '../cart/index.ts';
import type { FullOrder } from '../orders/index.ts';
import { unsentPlacing, type Placement } from './checkout-flow.ts';
import { ORDER_OFFLINE } from './offline-messages.ts';
import type { FlaggedLine, PriceChange } from './place-order.ts';
import { withPriceChanges, type NoticedChange } from './price-changes.ts';

/** Placing (the payload, the Idempotency-Key, the answers) loads while the shopper is on the first step. */
export const loadOrderPlacing = () => import('./place-order.ts');

/** The bag takes the catalog's current prices, so the next quote and the order agree with the server. */
export function applyCartPriceChanges(changes: readonly PriceChange[]): NoticedChange[] {
  const { lines, noticed } = withPriceChanges(useCart.getState().lines, changes);
  replaceLines(lines);
  return noticed;
}

export function orderPlacement(navigate: NavigateFunction, flag: (line: FlaggedLine) => void): Placement<FullOrder> {
  return {
    // The order is quoted on the review step alone.
    changesOnReviewOnly: true,
    onSending: () => flag(null),
    takePriceChanges: applyCartPriceChanges,
    load: () =>
      loadOrderPlacing().then(
        (placing) => placing.orderPlacing(navigate, flag),
        // Its code not fetched (no connection) is said as an order that could not be sent.
        () => unsentPlacing<FullOrder>(ORDER_OFFLINE),
      ),
  };
}
