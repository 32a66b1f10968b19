// Fetches the current details of the given products in the browser, for pages built from stored snapshots.
import { useEffect, useState } from 'react';
import type { ProductListView, ProductView } from '../../../domain/schemas/product-views.ts';
import { apiRequest } from '../../lib/api.ts';

/** `asked` is the set this answer is about: a product asked for and missing from byProdId is no longer sold. */
export type FreshProducts =
  | { state: 'loading' }
  | { state: 'ready'; asked: ReadonlySet<string>; byProdId: Map<string, ProductView> }
  | { state: 'error'; message: string };

const LOADING: FreshProducts = { state: 'loading' };

export function useFreshProducts(prodIds: string[]): FreshProducts {
  const key = [...new Set(prodIds)].sort().join(',');
  const [result, setResult] = useState<{ key: string; products: FreshProducts }>({ key, products: LOADING });
  useEffect(() => {
    if (!key) return setResult({ key, products: { state: 'ready', asked: new Set(), byProdId: new Map() } });
    const controller = new AbortController();
    apiRequest<ProductListView>('/products/lookup', {
      body: { prodIds: key.split(',') },
      signal: controller.signal,
    })
      .then(({ products }) =>
        setResult({
          key,
          products: {
            state: 'ready',
            asked: new Set(key.split(',')),
            byProdId: new Map(products.map((p) => [p.prodId, p])),
          },
        }),
      )
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setResult({
            key,
            products: { state: 'error', message: err instanceof Error ? err.message : 'Failed to fetch products' },
          });
      });
    return () => controller.abort();
  }, [key]);
  // An answer about other products (the list changed since, e.g. when the saved list was read after hydration) is no
  // answer: acting on it would drop every product it does not mention.
  return result.key === key ? result.products : LOADING;
}
