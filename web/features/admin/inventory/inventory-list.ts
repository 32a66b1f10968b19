// The staff inventory list (GET /api/products/all): filters, search and pages of 8 (SPEC §9) answered by the server
// together with the stock stats; fetched again when the query changes, and after an action that changes the counts.
import { useCallback } from 'react';
import type { Category } from '../../../../domain/limits.ts';
import { ADMIN_INVENTORY_PAGE_SIZE } from '../../../../domain/limits.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';
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

const failure = (err: unknown) => failureMessage(err, 'Failed to fetch all products');

/** The last page stays on screen while the next one loads. */
export function useInventoryList(query: InventoryQuery) {
  const list = useApiQuery<InventoryPage>(`/products/all?${queryString(query)}`, { failure, keepPreviousData: true });
  const { setData } = list;
  /** A product changed by an action is shown changed at once; the stats catch up with the reload. */
  const replaceProduct = useCallback(
    (product: ProductView) =>
      setData((page) => ({ ...page, products: page.products.map((p) => (p._id === product._id ? product : p)) })),
    [setData],
  );
  return { ...list, replaceProduct };
}
