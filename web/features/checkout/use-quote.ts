// The review step's server quote (POST /api/orders/quote; DECISIONS X7, D5): the bag priced from the live catalog,
// delivery by the shop's single rule for the chosen country, and any price that changed since the bag was filled.
import { useEffect, useState } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { apiRequest } from '../../lib/api.ts';
import type { QuoteView as Quote } from '../../../domain/schemas/order-views.ts';

export type QuoteState = { state: 'loading' } | { state: 'ready'; quote: Quote } | { state: 'error'; message: string };

export function useQuote(
  lines: readonly CartLine[],
  country: string,
  enabled: boolean,
): { quote: QuoteState; retry: () => void } {
  const [quote, setQuote] = useState<QuoteState>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // A string, so a new array with the same lines (a re-render) asks nothing new.
  const request = JSON.stringify({
    items: lines.map(({ prodId, quantity, size, color, price }) => ({ prodId, quantity, size, color, price })),
    country,
  });

  const empty = lines.length === 0;

  useEffect(() => {
    if (!enabled || empty) return;
    const abort = new AbortController();
    setQuote({ state: 'loading' });
    apiRequest<Quote>('/orders/quote', { body: JSON.parse(request) as unknown, signal: abort.signal }).then(
      (answer) => setQuote({ state: 'ready', quote: answer }),
      (err: unknown) =>
        !abort.signal.aborted &&
        setQuote({ state: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => abort.abort();
  }, [request, enabled, empty, round]);

  return { quote, retry: () => setRound((r) => r + 1) };
}
