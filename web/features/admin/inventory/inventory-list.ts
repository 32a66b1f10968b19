// The staff inventory list (GET /api/products/all): filters, search and pages of 8 (SPEC §9) answered by the server
// together with the stock stats; fetched again when the query changes, and after an action that changes the counts.
import { useCallback, useEffect, useState } from 'react';
import type { Category } from '../../../../domain/limits.ts';
import { ADMIN_INVENTORY_PAGE_SIZE } from '../../../../domain/limits.ts';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../account/failure-message.ts';
import type { StockLevel } from './stock-levels.ts';

export type InventoryPage = InventoryPageView;
export type InventoryStats = InventoryPageView['stats'];

export interface InventoryQuery {
  search: string;
  category: Category | '';
  status: 'active' | 'inactive' | '';
  stockLevel: StockLevel | '';
  page: number;
}

function queryString(query: InventoryQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ADMIN_INVENTORY_PAGE_SIZE) });
  // Empty filters are left out (SPEC §7: empty params dropped).
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.category) params.set('category', query.category);
  if (query.status) params.set('status', query.status);
  if (query.stockLevel) params.set('stockLevel', query.stockLevel);
  return params.toString();
}

export function useInventoryList(query: InventoryQuery) {
  const [state, setState] = useState<{ data: InventoryPage | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const qs = queryString(query);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<InventoryPage>(`/products/all?${qs}`, { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to fetch all products') }));
      });
    return () => controller.abort();
  }, [qs, attempt]);

  /** A product changed by an action is shown changed at once; the stats catch up with the refetch. */
  const replaceProduct = useCallback((product: ProductView) => {
    setState((s) =>
      s.data
        ? { ...s, data: { ...s.data, products: s.data.products.map((p) => (p._id === product._id ? product : p)) } }
        : s,
    );
  }, []);

  const refetch = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, refetch, replaceProduct };
}
