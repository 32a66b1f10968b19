// What /preorder-checkout places (checkout/checkout-flow.ts): the preorder bag, the form and the amounts the server
// quoted, and only with a bag. The code that sends it and reads the answers (place-preorder.ts) downloads while the
// shopper is on the first step.
import type { NavigateFunction } from 'react-router';
import type { PreorderQuoteView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import {
  type CheckoutStep,
  type NoticedChange,
  type Placement,
  PREORDER_OFFLINE,
  type PriceChange,
  type ServerQuote,
  unsentPlacing,
  withPriceChanges,
} from '../checkout/index.ts';
import { replacePreorderLines, usePreorderBag } from './preorder-bag-store.ts';

/** Placing (the payload, the Idempotency-Key, the answers) loads while the shopper is on the first step. */
export const loadPreorderPlacing = () => import('./place-preorder.ts');

/** The bag takes the catalog's current prices, so the next quote and the preorder agree with the server. */
export function applyPreorderPriceChanges(changes: readonly PriceChange[]): NoticedChange[] {
  const { lines, noticed } = withPriceChanges(usePreorderBag.getState().lines, changes);
  replacePreorderLines(lines);
  return noticed;
}

/** SPEC §4: leaving Cart Review needs a non-empty bag. */
function mayGoTo(next: CheckoutStep): boolean {
  if (next !== 2 || usePreorderBag.getState().lines.length > 0) return true;
  // Rare (the empty bag has its own page): the words load with it, not every preorder message with the page.
  void import('../../../domain/preorder-messages.ts').then((m) => window.alert(m.PREORDER_MESSAGES.emptyBag));
  return false;
}

export function preorderPlacement(
  navigate: NavigateFunction,
  { quote, retry }: { quote: ServerQuote<PreorderQuoteView>; retry: () => void },
): Placement<PreorderView> {
  const quoted = quote.state === 'ready' ? quote.quote : null;
  return {
    // The preorder sends the amounts the server quoted.
    ready: quoted !== null,
    mayGoTo,
    takePriceChanges: applyPreorderPriceChanges,
    load: () =>
      loadPreorderPlacing().then(
        (placing) => placing.preorderPlacing(navigate, quoted!, retry),
        // Its code not fetched (no connection) is said as a preorder that could not be sent.
        () => unsentPlacing<PreorderView>(PREORDER_OFFLINE),
      ),
  };
}
