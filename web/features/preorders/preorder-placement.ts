// What /preorder-checkout places (checkout/checkout-flow.ts): the preorder bag, the form and the amounts the server
// quoted; placed, the bag empties and the shopper goes to the confirmation; refused, the changed prices or a fresh quote
// show before placing again, and an expired screenshot sends the shopper back to the uploader.
import type { NavigateFunction } from 'react-router';
import type { PreorderQuoteView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import {
  type CheckoutStep,
  type NoticedChange,
  type Placement,
  PREORDER_OFFLINE,
  type PriceChange,
  type ServerQuote,
  withPriceChanges,
} from '../checkout/index.ts';
import type { PlacePreorderResult } from './place-preorder.ts';
import { replacePreorderLines, usePreorderBag } from './preorder-bag-store.ts';
import { initialPreorderCheckout, usePreorderCheckout } from './preorder-checkout-state.ts';

/** Placing (the payload, the Idempotency-Key, the refusals' words) loads while the shopper is on the first step. */
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

/** Sends the bag, the form and the quoted amounts; its code not fetched (no connection) is said as a preorder that
 *  could not be sent. */
async function sendPreorder(quote: PreorderQuoteView): Promise<PlacePreorderResult> {
  const { values, paymentMethod, screenshots } = usePreorderCheckout.getState();
  const placing = await loadPreorderPlacing().catch(() => null);
  if (!placing) return { ok: false, status: 0, message: PREORDER_OFFLINE };
  const lines = usePreorderBag.getState().lines;
  const urls = screenshots.map((s) => s.fileUrl);
  return placing.placePreorder(placing.preorderPayload(lines, values, paymentMethod, urls, quote, placing.isGuest()));
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
    send: () => sendPreorder(quoted!),
    onPlaced: (preorder) => {
      const { screenshots } = usePreorderCheckout.getState();
      replacePreorderLines([]);
      for (const s of screenshots) URL.revokeObjectURL(s.previewUrl);
      usePreorderCheckout.setState(initialPreorderCheckout());
      void navigate(`/preorder-confirmation/${preorder.preorderId}`);
    },
    onRefused: (refusal) => {
      // The notice says what changed and the new quote shows the new amounts: the shopper places again.
      const changes = refusal.priceChanges?.length ? applyPreorderPriceChanges(refusal.priceChanges) : undefined;
      if (!changes && refusal.status === 409) retry();
      if (!refusal.screenshotMissing) return { message: refusal.message, changes };
      // The upload expired or came from elsewhere: back to the uploader, with the reason beside it.
      usePreorderCheckout.setState((s) => ({
        screenshots: [],
        errors: { ...s.errors, paymentScreenshots: refusal.message },
      }));
      return { message: null, changes, backTo: 2 };
    },
  };
}
