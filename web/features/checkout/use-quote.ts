// The review step's server quote (POST /api/orders/quote; DECISIONS X7, D5): the bag priced from the live catalog,
// delivery by the shop's single rule for the chosen country, and any price that changed since the bag was filled.
// The preorder checkout asks its own quote (POST /api/preorders/quote) through the same useServerQuote.
import { useMemo } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import type { QuoteView as Quote } from '../../../domain/schemas/order-views.ts';
import type { CheckoutLine } from './checkout-state.ts';

export type ServerQuote<Q> = { state: 'loading' } | { state: 'ready'; quote: Q } | { state: 'error'; message: string };
export type QuoteState = ServerQuote<Quote>;

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The lines as the API takes them. */
export const quoteItems = (lines: readonly CheckoutLine[]) =>
  lines.map(({ prodId, quantity, size, color, price }) => ({ prodId, quantity, size, color, price }));

/** Asks `path` for a quote of `body` while `body` is given; null asks nothing. */
export function useServerQuote<Q>(path: string, body: unknown): { quote: ServerQuote<Q>; retry: () => void } {
  const { data, error, reload } = useApiQuery<Q>(body === null ? null : path, { body, failure });
  // One object per answer: the pages take a quote's price changes into the bag once, not on every render.
  const quote = useMemo(
    (): ServerQuote<Q> =>
      error ? { state: 'error', message: error } : data ? { state: 'ready', quote: data } : { state: 'loading' },
    [data, error],
  );
  return { quote, retry: reload };
}

export function useQuote(
  lines: readonly CartLine[],
  country: string,
  enabled: boolean,
): { quote: QuoteState; retry: () => void } {
  return useServerQuote<Quote>(
    '/orders/quote',
    enabled && lines.length > 0 ? { items: quoteItems(lines), country } : null,
  );
}
