// Placing a preorder (SPEC §3 Preorder submission payload, §7): the bag, the address in Pakistan (D9), the deposit's
// screenshots and the amounts the server quoted (X7: it refuses to charge others silently), sent signed in or as a
// guest with guestInfo and this browser's upload token, with one Idempotency-Key per attempt (X8). The preorder checkout
// loads it while the shopper is on the first step, not with the page.
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { PREORDER_COUNTRY, type PreorderPaymentMethod } from '../../../domain/preorders.ts';
import type { PlacePreorderPayload } from '../../../domain/schemas/preorders.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { useSession } from '../session/index.ts';
import { PREORDER_OFFLINE, quoteItems } from '../checkout/index.ts';
import { orderSender, type SendResult } from '../orders/index.ts';
import type { PreorderLine } from './preorder-bag-store.ts';
import type { PreorderValues } from './preorder-checkout-state.ts';

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
