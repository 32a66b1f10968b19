// Loads the product to edit by its SKU, inactive ones too: the staff list (GET /api/products/all) searched by the SKU
// and matched exactly, since the shoppers' GET /products/prod/{prodId} answers active products only.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { InventoryPageView, ProductView } from '../../../../domain/schemas/product-views.ts';

export type ProductLoad =
  | { status: 'loading' }
  | { status: 'found'; product: ProductView }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const failure = (err: unknown) => failureMessage(err, 'Failed to fetch product details');

export function useProductByProdId(prodId: string, enabled: boolean) {
  const params = new URLSearchParams({ search: prodId, limit: '100' });
  const { data, error, reload } = useApiQuery<InventoryPageView>(enabled ? `/products/all?${params}` : null, {
    failure,
  });
  const product = data?.products.find((p) => p.prodId.toUpperCase() === prodId.toUpperCase());
  const load: ProductLoad = error
    ? { status: 'error', message: error }
    : !data
      ? { status: 'loading' }
      : product
        ? { status: 'found', product }
        : { status: 'not-found' };
  return { load, retry: reload };
}
