// /shop: search, filters, sort and pages of products, all held in the URL query (SPEC §2).
import { SlidersHorizontal } from '../ui/icons/sliders-horizontal.ts';
import { useState } from 'react';
import { isRouteErrorResponse, useNavigate, useNavigation, useRouteError, useSearchParams } from 'react-router';
import { SORT_OPTIONS } from '../../domain/catalog.ts';
import { categoryLabel } from '../../domain/product-names.ts';
import { SHOP_PAGE_SIZE } from '../../domain/limits.ts';
import { toProductCard } from '../features/catalog/card-view.ts';
import { FilterPanel } from '../features/catalog/filter-panel.tsx';
import { Pagination } from '../features/catalog/pagination.tsx';
import { ProductCard } from '../features/catalog/product-card.tsx';
import { SearchBox } from '../features/catalog/search-box.tsx';
import { parseShopQuery } from '../features/catalog/shop-query.server.ts';
import { SHOP_QUERY_PARAMS, withChanges } from '../features/catalog/shop-query.ts';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import type { PageHandle } from '../lib/page-handle.ts';
import type { Route } from './+types/shop';

/** The filters, and `focus` (the header's search link opens the shop with its search box focused). */
export const handle: PageHandle = { queryParams: [...SHOP_QUERY_PARAMS, 'focus'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseShopQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return { query: null, page: null, invalid: parsed.message };
  const { products, ...counts } = await context.services.catalog.listProducts(parsed.query);
  return { query: parsed.query, page: { ...counts, products: products.map(toProductCard) }, invalid: null };
}

export function meta({ data }: Route.MetaArgs) {
  const category = data?.query?.category;
  const title = pageTitle(category ? `${categoryLabel(category)}'s handmade clothing` : 'Shop all handmade clothing');
  return socialMeta({
    title,
    description:
      'Hand block-printed, embroidered and handloom clothing for women, girls and boys, made by artisans across Pakistan.',
  });
}

function resultText(total: number, page: number): string {
  if (total === 0) return '0 products';
  const first = (page - 1) * SHOP_PAGE_SIZE + 1;
  const last = Math.min(total, page * SHOP_PAGE_SIZE);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}`;
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const { query, page, invalid } = loaderData;

  const apply = (changes: Record<string, string | undefined>) =>
    navigate(
      { search: withChanges(params, changes).toString() },
      { preventScrollReset: true, replace: 'search' in changes },
    );
  const clear = () => navigate({ search: '' }, { preventScrollReset: true });
  // While the next page loads, controls show what the shopper just chose rather than snapping back.
  const pending = navigation.location?.pathname === '/shop' ? new URLSearchParams(navigation.location.search) : null;
  const shownCategory = pending ? (pending.get('category') ?? '') : (query?.category ?? '');
  const heading = query?.category ? categoryLabel(query.category) : 'Shop all';
  const sortValue = pending
    ? `${pending.get('sortBy') ?? 'createdAt'}:${pending.get('sortOrder') ?? 'desc'}`
    : `${query?.sortBy ?? 'createdAt'}:${query?.sortOrder ?? 'desc'}`;
  const panelClass = filtersOpen === null ? 'hidden lg:block' : filtersOpen ? 'block' : 'hidden';

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-8 sm:px-6 lg:px-8 lg:pt-12">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">Handmade collection</p>
        <h1 className="text-4xl sm:text-5xl">{heading}</h1>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <SearchBox
            value={query?.search ?? ''}
            autoFocus={params.get('focus') === 'search'}
            onSearch={(term) => apply({ search: term || undefined })}
          />
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() =>
              setFiltersOpen(
                (open) =>
                  !(open ?? (typeof window !== 'undefined' && window.matchMedia('(min-width: 1024px)').matches)),
              )
            }
            aria-expanded={filtersOpen ?? undefined}
            aria-controls="shop-filters"
            className="inline-flex items-center gap-2 rounded-full border border-linen bg-white px-4 py-3 text-sm font-medium transition hover:border-ink"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filters
          </button>
          <label className="sr-only" htmlFor="sort">
            Sort by
          </label>
          <select
            id="sort"
            value={sortValue}
            onChange={(e) => {
              const [sortBy, sortOrder] = e.target.value.split(':');
              apply({ sortBy, sortOrder });
            }}
            className="min-w-0 flex-1 rounded-full border border-linen bg-white px-4 py-3 text-sm outline-none transition hover:border-ink focus:border-ink sm:flex-none"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={`${o.sortBy}:${o.sortOrder}`} value={`${o.sortBy}:${o.sortOrder}`}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[220px_1fr] lg:gap-12">
        <aside
          id="shop-filters"
          aria-label="Filters"
          className={`${panelClass} mb-8 rounded-xl border border-linen bg-white/60 p-5 lg:mb-0 lg:border-0 lg:bg-transparent lg:p-0`}
        >
          {query && <FilterPanel query={query} selectedCategory={shownCategory} onChange={apply} onClear={clear} />}
        </aside>
        <section
          aria-label="Products"
          aria-busy={navigation.state === 'loading'}
          className={navigation.state === 'loading' ? 'opacity-60 transition-opacity' : ''}
        >
          {invalid ? (
            <ErrorPanel message={invalid} onClear={clear} />
          ) : page && page.total === 0 ? (
            <div className="rounded-xl border border-dashed border-linen px-6 py-20 text-center">
              <p className="font-display text-2xl">No products found</p>
              <p className="mt-2 text-sm text-muted">
                Try another word or clear the filters to see the whole collection.
              </p>
              <button
                type="button"
                onClick={clear}
                className="mt-6 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-madder"
              >
                Clear Filters
              </button>
            </div>
          ) : page ? (
            <>
              <p className="mb-6 text-sm text-muted" role="status">
                {resultText(page.total, page.currentPage)}
              </p>
              {page.products.length === 0 ? (
                <p className="text-sm text-muted">This page is empty. Go back to the first page.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 xl:grid-cols-4">
                  {page.products.map((p, i) => (
                    <li key={p._id}>
                      <ProductCard product={p} priority={i < 2} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination currentPage={page.currentPage} totalPages={page.totalPages} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

function ErrorPanel({ message, onClear }: { message: string; onClear?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-madder/30 bg-madder/5 px-6 py-10 text-center">
      <p className="font-medium text-madder">Error: {message}</p>
      {onClear && (
        <button type="button" onClick={onClear} className="mt-4 text-sm font-semibold underline underline-offset-4">
          Clear Filters
        </button>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText || 'Failed to fetch products'
    : 'Failed to fetch products';
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <ErrorPanel message={message} />
    </div>
  );
}
