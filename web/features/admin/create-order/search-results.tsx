// The products the create-order and create-preorder search found: each with its picture, SKU, price and stock, chosen
// with one tap; the searching, failed (with Retry) and nothing-found states.
import { formatPkr } from '../../../../domain/money.ts';
import type { ProductView } from '../../../../domain/schemas/product-views.ts';
import { featuredImage } from '../../catalog/index.ts';
import { ItemThumbnail } from '../../../ui/item-thumbnail.tsx';
import type { SearchState } from './use-product-search.ts';

/** A product's name on one line, as the picker's buttons and messages say it. */
export const label = (name: string) => name.replaceAll('/', ' ');

export function SearchResults({
  search,
  onRetry,
  onChoose,
}: {
  search: SearchState;
  onRetry: () => void;
  onChoose: (product: ProductView) => void;
}) {
  if (search.state === 'idle') return null;
  if (search.state === 'loading') return <p className="py-3 text-sm text-muted">Searching…</p>;
  if (search.state === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-3 py-3 text-sm text-madder">
        <p>{search.message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-10 font-semibold text-ink underline underline-offset-4"
        >
          Retry
        </button>
      </div>
    );
  }
  if (search.products.length === 0) return <p className="py-3 text-sm text-muted">No products found</p>;
  return (
    <>
      <ul
        aria-label="Matching products"
        className="mt-3 divide-y divide-linen overflow-hidden rounded-xl border border-linen bg-white"
      >
        {search.products.map((product) => {
          const soldOut = product.stock <= 0;
          return (
            <li key={product._id}>
              <button
                type="button"
                onClick={() => onChoose(product)}
                aria-label={`Choose ${label(product.name)} (${product.prodId})`}
                className="flex w-full items-center gap-3 p-3 text-left transition hover:bg-sand/50"
              >
                <ItemThumbnail imageId={featuredImage(product)?.mediaId ?? null} name={product.name} className="w-11" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium">{label(product.name)}</span>
                  <span className="block text-xs text-muted">
                    {product.prodId} · <span className="whitespace-nowrap">{formatPkr(product.price)}</span>
                  </span>
                </span>
                <span className={`shrink-0 text-xs font-semibold ${soldOut ? 'text-madder' : 'text-leaf'}`}>
                  {soldOut ? 'Sold out' : `${product.stock} in stock`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {search.total > search.products.length && (
        <p className="mt-2 text-xs text-muted">
          Showing {search.products.length} of {search.total}: type more of the name or the SKU to narrow it down.
        </p>
      )}
    </>
  );
}
