// The Inventory section (SPEC §2 Inventory tab): stock figures, search and filters, a grid or list of 8 products a
// page with per-size stock, and the actions each role may take (Edit, Activate/Deactivate, Delete for admins; quick
// stock edits for staff with 'stock:update'; workers read only). The server checks the same permissions on every call.
import { useEffect, useState } from 'react';
import { afterPause } from '../../../lib/after-pause.ts';
import { roleCan } from '../../../../domain/permissions.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Plus } from '../../../ui/icons/plus.ts';
import { FormAlert, FormNotice } from '../../../ui/form-messages.tsx';
import { AdminPagination, type PanelProps } from '../kit/index.ts';
import { InventoryFiltersBar, type InventoryFilters, type InventoryView } from './inventory-filters.tsx';
import { InventoryGrid } from './inventory-grid.tsx';
import { useInventoryList } from './inventory-list.ts';
import { InventoryStats } from './inventory-stats.tsx';
import { InventoryCards, InventoryTable } from './inventory-table.tsx';
import { useInventoryActions } from './use-inventory-actions.ts';

const NO_FILTERS: InventoryFilters = { category: '', status: '', stockLevel: '' };

export default function InventoryPanel({ user }: PanelProps) {
  const can = { manage: roleCan(user.role, 'products:manage'), stock: roleCan(user.role, 'stock:update') };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<InventoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<InventoryView>('grid');
  const list = useInventoryList({ search, ...filters, page });
  const actions = useInventoryActions(list);

  // Typing waits for a pause before asking the server (SPEC §9 debounce); a new search starts at page 1.
  useEffect(() => {
    if (searchText === search) return;
    return afterPause(() => {
      setSearch(searchText);
      setPage(1);
    });
  }, [searchText, search]);

  // A delete can empty the last page: step back to the page that still has products.
  const data = list.data;
  useEffect(() => {
    if (data && page > data.totalPages) setPage(data.totalPages);
  }, [data, page]);

  const filtered = search.trim() !== '' || Object.values(filters).some(Boolean);
  const rows = {
    products: data?.products ?? [],
    pendingId: actions.pendingId,
    can,
    onToggle: (p: Parameters<typeof actions.toggle>[0]) => void actions.toggle(p),
    onDelete: (p: Parameters<typeof actions.remove>[0]) => void actions.remove(p),
    onStockSaved: list.replaceProduct,
    onStale: list.reload,
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          {can.manage
            ? 'Every product, shown in the shop or not. Low sizes are marked in gold, empty ones in red.'
            : can.stock
              ? 'Every product and its stock per size. You can update stock; product details are changed by an administrator.'
              : 'Every product and its stock per size (view only).'}
        </p>
        {can.manage && (
          <ButtonLink to="/admin/create-product" className="min-h-10 px-5! py-2.5!">
            <Plus className="h-4 w-4" aria-hidden />
            Add product
          </ButtonLink>
        )}
      </div>

      {data ? (
        <InventoryStats stats={data.stats} />
      ) : (
        list.loading && <div className="h-24 animate-pulse rounded-xl bg-sand/70" aria-hidden />
      )}

      <InventoryFiltersBar
        searchText={searchText}
        onSearchText={setSearchText}
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setPage(1);
        }}
        view={view}
        onView={setView}
      />

      <FormAlert message={actions.error?.text ?? list.error}>
        {actions.error?.detail && <p className="mt-1 font-normal">{actions.error.detail}</p>}
        {!actions.error && list.error && (
          <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={list.reload}>
            Retry
          </Button>
        )}
      </FormAlert>
      <FormNotice message={actions.notice} tone="info" />

      {!data ? (
        list.loading && (
          <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <span className="sr-only">Loading products…</span>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="aspect-[4/5] animate-pulse rounded-xl bg-sand/60" />
            ))}
          </div>
        )
      ) : (
        <div aria-busy={list.loading} className={list.loading ? 'opacity-60 transition-opacity' : ''}>
          <p role="status" className="text-sm text-muted">
            {data.total === 1 ? '1 product' : `${data.total} products`}
            {data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </p>
          {data.products.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-linen bg-white/70 px-5 py-10 text-center">
              <p className="text-ink">{filtered ? 'No products match these filters.' : 'No products yet.'}</p>
              {filtered ? (
                <Button
                  variant="ghost"
                  className="mt-2"
                  onClick={() => {
                    setSearchText('');
                    setFilters(NO_FILTERS);
                  }}
                >
                  Clear filters
                </Button>
              ) : (
                can.manage && (
                  <ButtonLink to="/admin/create-product" variant="secondary" className="mt-4">
                    Add the first product
                  </ButtonLink>
                )
              )}
            </div>
          ) : view === 'grid' ? (
            <InventoryGrid {...rows} />
          ) : (
            <>
              <InventoryTable {...rows} />
              <InventoryCards {...rows} />
            </>
          )}
          <AdminPagination page={page} totalPages={data.totalPages} disabled={list.loading} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
