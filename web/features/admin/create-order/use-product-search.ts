// Finding a product to add by name or SKU (GET /api/products/all with the staff token): active products only, since
// only they can be ordered; asked 300 ms after the last keystroke (SPEC §9 debounce), the older answer dropped.
import { DEBOUNCE_MS } from '../../../../domain/limits.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';

/** Enough to find a piece by a word of its name; a longer list is a sign to type more. */
export const PICKER_RESULTS = 6;

export type SearchState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; products: ProductView[]; total: number }
  | { state: 'error'; message: string };

const failure = (err: unknown) => failureMessage(err, 'Failed to fetch all products');

export function useProductSearch(text: string): { search: SearchState; retry: () => void } {
  const query = text.trim();
  const params = new URLSearchParams({ search: query, status: 'active', limit: String(PICKER_RESULTS) });
  const { data, error, loading, reload } = useApiQuery<InventoryPageView>(query ? `/products/all?${params}` : null, {
    failure,
    delayMs: DEBOUNCE_MS,
  });
  const search: SearchState = !query
    ? { state: 'idle' }
    : error
      ? { state: 'error', message: error }
      : loading || !data
        ? { state: 'loading' }
        : { state: 'ready', products: data.products, total: data.total };
  return { search, retry: reload };
}
