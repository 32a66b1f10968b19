// The review step's server quote (POST /api/orders/quote; DECISIONS X7, D5): the bag priced from the live catalog,
// delivery by the shop's single rule for the chosen country, and any price that changed since the bag was filled.
import { useMemo } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import type { QuoteView as Quote } from '../../../domain/schemas/order-views.ts';

export type QuoteState = { state: 'loading' } | { state: 'ready'; quote: Quote } | { state: 'error'; message: string };

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function useQuote(
  lines: readonly CartLine[],
  country: string,
  enabled: boolean,
): { quote: QuoteState; retry: () => void } {
  const request = {
    items: lines.map(({ prodId, quantity, size, color, price }) => ({ prodId, quantity, size, color, price })),
    country,
  };
  const { data, error, reload } = useApiQuery<Quote>(enabled && lines.length > 0 ? '/orders/quote' : null, {
    body: request,
    failure,
  });
  // One object per answer: the pages take a quote's price changes into the bag once, not on every render.
  const quote = useMemo(
    (): QuoteState =>
      error ? { state: 'error', message: error } : data ? { state: 'ready', quote: data } : { state: 'loading' },
    [data, error],
  );
  return { quote, retry: reload };
}
