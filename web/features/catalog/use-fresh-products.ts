// Fetches the current details of the given products in the browser, for pages built from stored snapshots.
import { useMemo } from 'react';
import { useApiQuery } from '../../lib/use-api-query.ts';
import type { ProductListView, ProductView } from '../../../domain/schemas/product-views.ts';

/** `asked` is the set this answer is about: a product asked for and missing from byProdId is no longer sold. */
export type FreshProducts =
  | { state: 'loading' }
  | { state: 'ready'; asked: ReadonlySet<string>; byProdId: Map<string, ProductView> }
  | { state: 'error'; message: string };

const failure = (err: unknown) => (err instanceof Error ? err.message : 'Failed to fetch products');

export function useFreshProducts(prodIds: string[]): FreshProducts {
  const key = [...new Set(prodIds)].sort().join(',');
  const asked = key ? key.split(',') : [];
  // useApiQuery answers only about the set asked now: an answer about other products (the list changed since, e.g.
  // when the saved list was read after hydration) would drop every product it does not mention.
  const { data, error } = useApiQuery<ProductListView>(asked.length ? '/products/lookup' : null, {
    body: { prodIds: asked },
    failure,
  });
  // One object per answer: the pages act on a new one (refreshing the bag's prices), not on every render.
  return useMemo((): FreshProducts => {
    if (!key) return { state: 'ready', asked: new Set(), byProdId: new Map() };
    if (error) return { state: 'error', message: error };
    if (!data) return { state: 'loading' };
    return {
      state: 'ready',
      asked: new Set(key.split(',')),
      byProdId: new Map(data.products.map((p) => [p.prodId, p])),
    };
  }, [key, data, error]);
}
