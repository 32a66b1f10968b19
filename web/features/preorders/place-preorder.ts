// Placing a preorder (SPEC §3 Preorder submission payload, §7): the bag, the address in Pakistan (D9), the deposit's
// screenshots and the amounts the server quoted (X7: it refuses to charge others silently), sent signed in or as a
// guest with guestInfo and this browser's upload token, with one Idempotency-Key per attempt (X8); placed, the bag
// empties and the shopper goes to the confirmation; refused, a fresh quote shows, or an expired screenshot sends the
// shopper back to the uploader. The preorder checkout loads it while the shopper is on the first step, not with the page.
import type { NavigateFunction } from 'react-router';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { PREORDER_COUNTRY, type PreorderPaymentMethod } from '../../../domain/preorders.ts';
import type { PlacePreorderPayload } from '../../../domain/schemas/preorders.ts';
import type { PreorderQuoteView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { useSession } from '../session/index.ts';
import { PREORDER_OFFLINE, type Placing, quoteItems } from '../checkout/index.ts';
import { orderSender, type SendResult } from '../orders/index.ts';
import { replacePreorderLines, usePreorderBag, type PreorderLine } from './preorder-bag-store.ts';
import { initialPreorderCheckout, usePreorderCheckout, type PreorderValues } from './preorder-checkout-state.ts';

export type PlacePreorderResult = SendResult<PreorderView>;

export function preorderPayload(
  lines: readonly PreorderLine[],
  values: PreorderValues,
  method: PreorderPaymentMethod,
  screenshots: readonly string[],
  amounts: { originalAmount: number; payNow: number },
  guest: boolean,
): PlacePreorderPayload {
  const city = values.city.trim();
  return {
    items: quoteItems(lines),
    originalAmount: amounts.originalAmount,
    initialPaymentAmount: amounts.payNow,
    // SPEC §3: state is the city, as for orders.
    shippingAddress: {
      street: values.address.trim(),
      city,
      state: city,
      zipCode: values.postalCode.trim(),
      country: PREORDER_COUNTRY,
    },
    paymentDetails: { method, initialPaymentScreenshots: [...screenshots] },
    // Signed-in shoppers place as their account (SPEC §6): no guestInfo.
    ...(guest && {
      guestInfo: {
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
      },
    }),
  };
}

const sender = orderSender<PreorderView>({
  offline: PREORDER_OFFLINE,
  fallback: (signedIn) => (signedIn ? PREORDER_MESSAGES.createFailed : PREORDER_MESSAGES.guestCreateFailed),
  idField: 'preorderId',
});

export const isGuest = (): boolean => !useSession.getState().token;

export function placePreorder(payload: PlacePreorderPayload): Promise<PlacePreorderResult> {
  return sender.send(isGuest() ? '/api/preorders/guest' : '/api/preorders', payload);
}

/** Sends the bag, the form and the quoted amounts. */
function sendPreorder(quote: PreorderQuoteView): Promise<PlacePreorderResult> {
  const { values, paymentMethod, screenshots } = usePreorderCheckout.getState();
  const urls = screenshots.map((s) => s.fileUrl);
  return placePreorder(preorderPayload(usePreorderBag.getState().lines, values, paymentMethod, urls, quote, isGuest()));
}

/** `retry` asks the server for a fresh quote. */
export function preorderPlacing(
  navigate: NavigateFunction,
  quote: PreorderQuoteView,
  retry: () => void,
): Placing<PreorderView> {
  return {
    send: () => sendPreorder(quote),
    onPlaced: (preorder) => {
      const { screenshots } = usePreorderCheckout.getState();
      replacePreorderLines([]);
      for (const s of screenshots) URL.revokeObjectURL(s.previewUrl);
      usePreorderCheckout.setState(initialPreorderCheckout());
      void navigate(`/preorder-confirmation/${preorder.preorderId}`);
    },
    onRefused: (refusal, pricesTaken) => {
      // The notice says what changed and the new quote shows the new amounts: the shopper places again.
      if (!pricesTaken && refusal.status === 409) retry();
      if (!refusal.screenshotMissing) return { message: refusal.message };
      // The upload expired or came from elsewhere: back to the uploader, with the reason beside it.
      usePreorderCheckout.setState((s) => ({
        screenshots: [],
        errors: { ...s.errors, paymentScreenshots: refusal.message },
      }));
      return { message: null, backTo: 2 };
    },
  };
}
