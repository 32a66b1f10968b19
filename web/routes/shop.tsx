// /shop: search, filters, sort and pages of products, all held in the URL query (SPEC §2).
import { SlidersHorizontal } from '../ui/icons/sliders-horizontal.ts';
import { lazy, Suspense, useState } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useNavigation, useRouteError, useSearchParams } from 'react-router';
import { defaultSort, sortOptions } from '../../domain/catalog.ts';
import { categoryLabel } from '../../domain/product-names.ts';
import { SHOP_PAGE_SIZE } from '../../domain/limits.ts';
import {
  FilterPanel,
  loadFilterDrawer,
  Pagination,
  ProductCard,
  SearchBox,
  SHOP_QUERY_PARAMS,
  toProductCard,
  withChanges,
} from '../features/catalog/index.ts';
import { parseShopQuery } from '../features/catalog/index.server.ts';
import { pageTitle, socialMeta } from '../lib/meta.ts';
import type { PageHandle } from '../lib/page-handle.ts';
import type { Route } from './+types/shop';

/** The filters, and `focus` (the header's search link opens the shop with its search box focused). */
export const handle: PageHandle = { queryParams: [...SHOP_QUERY_PARAMS, 'focus'] };

// Only opened on phones, so it is not part of the page's first load.
const FilterDrawer = lazy(() => loadFilterDrawer());

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, ignored } = parseShopQuery(new URL(request.url).searchParams);
  const list = context.services.catalog.listProducts;
  let result = await list(query);
  // Past the end (an old link, a hand-typed page=99): show the last page rather than an empty one.
  if (result.products.length === 0 && result.totalPages > 0 && query.page > result.totalPages) {
    result = await list({ ...query, page: result.totalPages });
  }
  const { products, ...counts } = result;
  return {
    query: { ...query, page: counts.currentPage },
    page: { ...counts, products: products.map(toProductCard) },
    ignored,
  };
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
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { query, page, ignored } = loaderData;
  // A parameter the page could not read (minPrice=abc) was ignored; the next change leaves it out of the address.
  const unread = Object.fromEntries(ignored.map((k) => [k, undefined]));

  const apply = (changes: Record<string, string | undefined>) => {
    navigate(
      { search: withChanges(params, { ...unread, ...changes }).toString() },
      { preventScrollReset: true, replace: 'search' in changes },
    );
  };
  const clear = () => {
    navigate({ search: '' }, { preventScrollReset: true });
  };
  // While the next page loads, controls show what the shopper just chose rather than snapping back.
  const pending = navigation.location?.pathname === '/shop' ? new URLSearchParams(navigation.location.search) : null;
  const shownCategory = pending ? (pending.get('category') ?? '') : (query.category ?? '');
  const heading = query.category ? categoryLabel(query.category) : 'Shop all';
  const pendingSort = pending && defaultSort(pending.get('search') ?? undefined);
  const sortValue = pending
    ? `${pending.get('sortBy') ?? pendingSort?.sortBy}:${pending.get('sortOrder') ?? pendingSort?.sortOrder}`
    : `${query.sortBy}:${query.sortOrder}`;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-8 sm:px-6 lg:px-8 lg:pt-12">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-madder">Handmade collection</p>
        <h1 className="text-4xl sm:text-5xl">{heading}</h1>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <SearchBox
            value={query.search ?? ''}
            autoFocus={params.get('focus') === 'search'}
            onSearch={(term) => apply({ search: term || undefined })}
          />
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border border-linen bg-white px-4 py-3 text-sm font-medium transition hover:border-ink sm:flex-none lg:hidden"
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
            {sortOptions(query.search).map((o) => (
              <option key={`${o.sortBy}:${o.sortOrder}`} value={`${o.sortBy}:${o.sortOrder}`}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[220px_1fr] lg:gap-12">
        <aside id="shop-filters" aria-label="Filters" className="hidden lg:block">
          <FilterPanel query={query} selectedCategory={shownCategory} onChange={apply} onClear={clear} />
        </aside>
        <section
          aria-labelledby="shop-products-heading"
          aria-busy={navigation.state === 'loading'}
          className={navigation.state === 'loading' ? 'opacity-60 transition-opacity' : ''}
        >
          {/* The cards' names are h3: on phones the filters' headings are in the sheet, so this keeps the order. */}
          <h2 id="shop-products-heading" className="sr-only">
            Products
          </h2>
          {page.total === 0 ? (
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
          ) : (
            <>
              <p className="mb-6 text-sm text-muted" role="status">
                {resultText(page.total, page.currentPage)}
              </p>
              {page.products.length === 0 ? (
                // Only if products went away between the count and the page: the first page is the way back.
                <p className="text-sm text-muted">
                  This page is empty.{' '}
                  <Link to={`?${withChanges(params, { ...unread, page: '1' }).toString()}`} className="underline">
                    Go to page 1
                  </Link>
                </p>
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
          )}
        </section>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            params={withChanges(params, unread)}
            query={query}
            onClose={() => setDrawerOpen(false)}
            onApply={(search) => {
              setDrawerOpen(false);
              navigate({ search: search.toString() }, { preventScrollReset: true });
            }}
          />
        </Suspense>
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
      <div role="alert" className="rounded-xl border border-madder/30 bg-madder/5 px-6 py-10 text-center">
        <p className="font-medium text-madder">Error: {message}</p>
      </div>
    </div>
  );
}
