// Loads the product to edit by its SKU, inactive ones too: the staff list (GET /api/products/all) searched by the SKU
// and matched exactly, since the shoppers' GET /products/prod/{prodId} answers active products only.
import { useEffect, useState } from 'react';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../account/failure-message.ts';

export type ProductLoad =
  | { status: 'loading' }
  | { status: 'found'; product: ProductView }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function useProductByProdId(prodId: string, enabled: boolean) {
  const [load, setLoad] = useState<ProductLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    const params = new URLSearchParams({ search: prodId, limit: '100' });
    apiRequest<InventoryPageView>(`/products/all?${params}`, { signal: controller.signal })
      .then(({ products }) => {
        const product = products.find((p) => p.prodId.toUpperCase() === prodId.toUpperCase());
        setLoad(product ? { status: 'found', product } : { status: 'not-found' });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ status: 'error', message: failureMessage(err, 'Failed to fetch product details') });
      });
    return () => controller.abort();
  }, [prodId, enabled, attempt]);

  return { load, retry: () => setAttempt((a) => a + 1) };
}
