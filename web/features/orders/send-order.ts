// Sending a new order to the API (DECISIONS X7, X8) for checkout and for orders staff enter: one Idempotency-Key per
// attempt (a double click or a retry after a time-out answers the same order; a changed payload is a new attempt,
// since the server refuses a key reused for a different order), and every refusal turned into the server's own words
// plus the line it concerns. Its own fetch rather than apiRequest: it needs the header and the refusal's extra fields.
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { apiToken, tokenRefused } from '../../lib/api.ts';
import { uploadTokenHeader } from '../../lib/upload-token.ts';
import type { PriceChangeView } from '../../../domain/schemas/order-views.ts';
import type { FullOrder } from './order-types.ts';

export type PriceChange = PriceChangeView;

export type SendResult<T = FullOrder> =
  | { ok: true; order: T }
  | {
      ok: false;
      status: number;
      message: string;
      /** The payment screenshot expired or came from elsewhere: the checkout goes back to its uploader. */
      screenshotMissing?: boolean;
      priceChanges?: PriceChange[];
      prodId?: string;
      size?: string;
      available?: number;
    };

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A sender for one kind of order, keeping its own current attempt. `idField` names the placed order's ID in the
 *  answer (an order's trackingId, a preorder's preorderId). */
export function orderSender<T = FullOrder>({
  offline,
  fallback,
  idField = 'trackingId',
}: {
  offline: string;
  fallback: (signedIn: boolean) => string;
  idField?: string;
}) {
  let attempt: { key: string; payload: string } | null = null;
  const keyFor = (payload: string) => {
    if (attempt?.payload !== payload) attempt = { key: randomKey(), payload };
    return attempt.key;
  };
  /** After an order is placed, or its key refused, the next one is a new attempt. */
  const forget = () => {
    attempt = null;
  };

  async function send(url: string, payload: unknown): Promise<SendResult<T>> {
    const body = JSON.stringify(payload);
    const token = apiToken();
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        // A guest's order is tied to this browser's upload token, as its screenshot is (web/lib/upload-token.ts).
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': keyFor(body),
          ...(token ? { Authorization: `Bearer ${token}` } : uploadTokenHeader()),
        },
        body,
      });
    } catch {
      return { ok: false, status: 0, message: offline };
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      error?: string;
      priceChanges?: PriceChange[];
      prodId?: string;
      size?: string;
      available?: number;
    };
    if (response.ok && answer[idField]) {
      forget();
      return { ok: true, order: answer as T };
    }
    // The session ran out meanwhile: root.tsx takes them to sign in (SPEC §8); what they entered stays.
    if (response.status === 401) tokenRefused(token, answer.error);
    if (response.status === 422) forget();
    const { priceChanges, prodId, size, available } = answer;
    return {
      ok: false,
      status: response.status,
      message: answer.error ?? fallback(Boolean(token)),
      screenshotMissing: answer.error === ORDER_MESSAGES.screenshotNotFound,
      priceChanges,
      prodId,
      size,
      available,
    };
  }

  return { send, forget };
}
