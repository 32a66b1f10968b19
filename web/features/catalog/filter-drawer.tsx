// The phone's filters (issue 17, item 5): a sheet from the bottom with the category, price and sort, and 'Show N
// results' counting what the chosen filters would show before they are applied. Loaded when first opened.
import { useState } from 'react';
import { defaultSort, sortOptions } from '../../../domain/catalog.ts';
import type { ProductListQuery } from '../../../domain/schemas/catalog.ts';
import type { ProductPageView } from '../../../domain/schemas/product-views.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { withChanges } from './shop-query.ts';

interface FilterDrawerProps {
  /** The shop's address query now: the drawer starts from it. */
  params: URLSearchParams;
  query: ProductListQuery;
  onApply: (search: URLSearchParams) => void;
  onClose: () => void;
}

const numberOrUndefined = (v: string | null) => (v === null ? undefined : Number(v));
const resultsLabel = (n: number) => `Show ${n.toLocaleString('en-PK')} ${n === 1 ? 'result' : 'results'}`;

/** The default export, for React.lazy in the shop page. */
export default function FilterDrawer({ params, query, onApply, onClose }: FilterDrawerProps) {
  const [draft, setDraft] = useState(() => withChanges(params, {}));
  const change = (changes: Record<string, string | undefined>) => setDraft((d) => withChanges(d, changes));

  const count = useApiQuery<ProductPageView>(`/products?${draft.toString()}`, {
    failure: (err) => failureMessage(err, 'Could not count the results'),
    keepPreviousData: true,
  });
  const search = draft.get('search') ?? undefined;
  const fallback = defaultSort(search);
  const sortValue = `${draft.get('sortBy') ?? fallback.sortBy}:${draft.get('sortOrder') ?? fallback.sortOrder}`;
  const total = count.data?.total;

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      placement="side"
      title="Filters"
      footer={
        <>
          <button
            type="button"
            onClick={() => onApply(draft)}
            aria-live="polite"
            className="w-full rounded-full bg-ink px-6 py-3.5 text-sm font-semibold text-white transition hover:bg-madder"
          >
            {total === undefined ? 'Show results' : resultsLabel(total)}
          </button>
          {count.error && <p className="mt-2 text-center text-xs text-madder">{count.error}</p>}
        </>
      }
    >
      <div className="space-y-8">
        <fieldset>
          <legend className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Sort by</legend>
          <div className="mt-3 grid grid-cols-2 gap-x-2 gap-y-1">
            {sortOptions(search).map((o) => {
              const value = `${o.sortBy}:${o.sortOrder}`;
              return (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-sand"
                >
                  <input
                    type="radio"
                    name="drawer-sort"
                    value={value}
                    checked={sortValue === value}
                    onChange={() => change({ sortBy: o.sortBy, sortOrder: o.sortOrder })}
                    className="h-4 w-4 accent-madder"
                  />
                  {o.label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <FilterPanel
          query={{
            ...query,
            minPrice: numberOrUndefined(draft.get('minPrice')),
            maxPrice: numberOrUndefined(draft.get('maxPrice')),
          }}
          selectedCategory={draft.get('category') ?? ''}
          groupName="drawer-category"
          onChange={change}
          onClear={() => setDraft(withChanges(new URLSearchParams(), { search }))}
        />
      </div>
    </Sheet>
  );
}
