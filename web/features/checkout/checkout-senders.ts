// The senders of the two checkouts (orders/send-order.ts: one Idempotency-Key per attempt, the guest's upload token),
// with the spec's messages for a refusal the server gives no words for. Loaded while the shopper is on the first step
// (place-order.ts, place-preorder.ts), not with the checkout pages' first JavaScript.
import { ORDER_MESSAGES } from '../../../domain/orders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorders.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { orderSender } from '../orders/send-order.ts';
import { ORDER_OFFLINE, PREORDER_OFFLINE } from './offline-messages.ts';

export const orderCheckoutSender = orderSender({
  offline: ORDER_OFFLINE,
  fallback: (signedIn) => (signedIn ? ORDER_MESSAGES.createFailed : ORDER_MESSAGES.guestCreateFailed),
});

export const preorderCheckoutSender = orderSender<PreorderView>({
  offline: PREORDER_OFFLINE,
  fallback: (signedIn) => (signedIn ? PREORDER_MESSAGES.createFailed : PREORDER_MESSAGES.guestCreateFailed),
  idField: 'preorderId',
});
