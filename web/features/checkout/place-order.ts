// Placing the order (SPEC §7 Orders; DECISIONS X7, X8): the payload from the form and the bag, one Idempotency-Key per
// checkout attempt (a double click or a retry answers the same order), and every refusal turned into what to tell
// the shopper. Its own fetch rather than apiRequest: it needs the header and the refusal's extra fields.
import type { CartLine } from '../../../domain/cart.ts';
import { ORDER_MESSAGES, type PaymentMethod } from '../../../domain/orders.ts';
import type { PlaceOrderPayload } from '../../../domain/schemas/orders.ts';
import { SESSION_EXPIRED_EVENT } from '../../lib/api.ts';
import { useSession } from '../account/session-store.ts';
import type { FullOrder } from '../orders/order-types.ts';
import type { CheckoutValues } from './checkout-state.ts';

export interface PriceChange {
  prodId: string;
  size: string;
  color: string;
  was: number;
  now: number;
}

export type PlaceResult =
  | { ok: true; order: FullOrder }
  | { ok: false; status: number; message: string; priceChanges?: PriceChange[]; prodId?: string; size?: string };

export function orderPayload(lines: readonly CartLine[], values: CheckoutValues, method: PaymentMethod, screenshot: string | null): PlaceOrderPayload {
  return {
    items: lines.map(({ prodId, quantity, size, color, price }) => ({ prodId, quantity, size, color, price })),
    // SPEC §3: state is the city.
    shippingAddress: { street: values.address.trim(), city: values.city.trim(), state: values.city.trim(), zipCode: values.postalCode.trim(), country: values.country },
    paymentDetails: screenshot ? { method, screenshot } : { method },
    // Signed-in shoppers send it too: it is this order's contact, which may differ from the account's.
    guestInfo: { name: `${values.firstName.trim()} ${values.lastName.trim()}`, email: values.email.trim(), phoneNumber: values.phoneNumber.trim() },
  };
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One key per attempt: the same payload sent again (double click, retry after a time-out) reuses it; a changed one
 *  (another address, a new price) is a new attempt, since the server refuses a key reused for a different order. */
let attempt: { key: string; payload: string } | null = null;

function keyFor(payload: string): string {
  if (attempt?.payload !== payload) attempt = { key: randomKey(), payload };
  return attempt.key;
}

/** After an order or a refused key, the next checkout is a new attempt. */
export function forgetAttempt(): void {
  attempt = null;
}

export async function placeOrder(payload: PlaceOrderPayload): Promise<PlaceResult> {
  const body = JSON.stringify(payload);
  const { token } = useSession.getState();
  let response: Response;
  try {
    response = await fetch(token ? '/api/orders' : '/api/orders/guest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keyFor(body), ...(token && { Authorization: `Bearer ${token}` }) },
      body,
    });
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the shop, so your order was not placed yet. Please check your connection and press PLACE ORDER again.' };
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<FullOrder> & { error?: string; priceChanges?: PriceChange[]; prodId?: string; size?: string };
  if (response.ok && answer.trackingId) return { ok: true, order: answer as FullOrder };
  if (response.status === 401 && token && useSession.getState().token === token) {
    // The session ran out while checking out: root.tsx takes the shopper to sign in (SPEC §8), the bag stays.
    useSession.getState().signOut();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: answer.error }));
  }
  if (response.status === 422) forgetAttempt();
  const fallback = token ? ORDER_MESSAGES.createFailed : ORDER_MESSAGES.guestCreateFailed;
  return { ok: false, status: response.status, message: answer.error ?? fallback, priceChanges: answer.priceChanges, prodId: answer.prodId, size: answer.size };
}
