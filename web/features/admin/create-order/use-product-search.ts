// Finding a product to add by name or SKU (GET /api/products/all with the staff token): active products only, since
// only they can be ordered; asked 300 ms after the last keystroke (SPEC §9 debounce), the older answer dropped.
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../../../../domain/limits.ts';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../account/failure-message.ts';

/** Enough to find a piece by a word of its name; a longer list is a sign to type more. */
export const PICKER_RESULTS = 6;

export type SearchState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; products: ProductView[]; total: number }
  | { state: 'error'; message: string };

export function useProductSearch(text: string): { search: SearchState; retry: () => void } {
  const [search, setSearch] = useState<SearchState>({ state: 'idle' });
  const [round, setRound] = useState(0);
  const query = text.trim();

  useEffect(() => {
    if (!query) {
      setSearch({ state: 'idle' });
      return;
    }
    const abort = new AbortController();
    setSearch({ state: 'loading' });
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ search: query, status: 'active', limit: String(PICKER_RESULTS) });
      apiRequest<InventoryPageView>(`/products/all?${params}`, { signal: abort.signal }).then(
        (answer) => setSearch({ state: 'ready', products: answer.products, total: answer.total }),
        (err: unknown) =>
          !abort.signal.aborted &&
          setSearch({ state: 'error', message: failureMessage(err, 'Failed to fetch all products') }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, round]);

  return { search, retry: () => setRound((r) => r + 1) };
}
