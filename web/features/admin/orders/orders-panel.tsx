// The Orders tab (SPEC §2, §9; issue 5): search, status, payment-status and date filters kept in the address, pages of
// 5, a table on wide screens and cards on phones, Create Order for staff who may change orders, and the order modal.
// After a change the modal shows the order as the server answered it and the list is loaded again.
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../../../../domain/limits.ts';
import { roleCan } from '../../../../domain/permissions.ts';
import { apiRequest } from '../../../lib/api.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ClipboardList } from '../../../ui/icons/clipboard-list.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import type { FullOrder } from '../../orders/order-types.ts';
import type { PanelProps } from '../admin-shell.tsx';
import { AdminListBody, ListAlert } from '../admin-list-body.tsx';
import { OrderDetailDialog, type OrderPermissions } from './order-detail-dialog.tsx';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { apiQueryString, hasFilters, useOrderListQuery } from './order-list-query.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import { OrderCards, OrderTable } from './order-rows.tsx';
import { useAssignees } from './use-assignees.ts';
import { useOrders } from './use-orders.ts';

export default function OrdersPanel({ user }: PanelProps) {
  const can: OrderPermissions = {
    updateOrders: roleCan(user.role, 'orders:update'),
    updatePayments: roleCan(user.role, 'payments:update'),
  };
  const { query, update } = useOrderListQuery();
  const list = useOrders(apiQueryString(query));
  const [searchText, setSearchText] = useState(query.search);
  const [opened, setOpened] = useState<FullOrder | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const assignees = useAssignees(can.updateOrders && everOpened);

  // Typing waits for a pause before asking the server (SPEC §9 debounce); a new search starts at page 1.
  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = window.setTimeout(() => update({ search: searchText.trim() }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query.search, update]);

  // A page past the end (a shared link, the last order of the last page moved to another filter): show the last one.
  const pastTheEnd =
    list.data && list.data.total > 0 && list.data.page > list.data.totalPages ? list.data.totalPages : null;
  useEffect(() => {
    if (pastTheEnd) update({ page: pastTheEnd });
  }, [pastTheEnd, update]);

  function open(order: FullOrder) {
    setOpened(order);
    setEverOpened(true);
  }

  function saved(order: FullOrder) {
    setOpened(order);
    // Status and payment move orders between filters: ask the server for the page again.
    list.reload();
  }

  async function refresh() {
    if (!opened) return;
    try {
      setOpened(await apiRequest<FullOrder>(`/orders/${opened._id}`));
    } catch {
      // The modal keeps the expired link, and its 'Load the screenshot again' stays offered.
    }
  }

  const data = list.data;
  const filtered = hasFilters(query);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          Check payments against their screenshots, move orders along, and record the courier when they ship.
        </p>
        {can.updateOrders && (
          <ButtonLink to="/admin/create-order" className="min-h-10 px-5! py-2!">
            <Plus className="h-4 w-4" aria-hidden />
            Create order
          </ButtonLink>
        )}
      </div>

      <OrderFiltersBar searchText={searchText} onSearchText={setSearchText} filters={query} onFilters={update} />

      <ListAlert loadError={list.error && ORDER_ALERTS.loadFailed(list.error)} onRetry={list.reload} />

      <AdminListBody
        page={data}
        loading={list.loading}
        loadingLabel="Loading orders…"
        rowHeight="h-16"
        count={(total) => (
          <>
            {total === 1 ? '1 order' : `${total.toLocaleString('en-PK')} orders`}
            {data && data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </>
        )}
        isEmpty={data?.orders.length === 0}
        empty={
          <div className="mt-4 flex flex-col items-center rounded-xl border border-linen bg-white/70 px-5 py-12 text-center">
            <ClipboardList className="h-8 w-8 text-gold" aria-hidden />
            <p className="mt-3 font-medium text-ink">
              {filtered ? 'No orders match these filters.' : 'No orders yet.'}
            </p>
            <p className="mt-1 text-sm text-muted">
              {filtered
                ? 'Try another search or clear the filters.'
                : 'Orders placed at checkout or entered by staff appear here.'}
            </p>
          </div>
        }
        onPage={(page) => update({ page })}
      >
        {data && (
          <>
            <OrderTable orders={data.orders} onOpen={open} />
            <OrderCards orders={data.orders} onOpen={open} />
          </>
        )}
      </AdminListBody>

      <OrderDetailDialog
        order={opened}
        can={can}
        assignees={assignees}
        onClose={() => setOpened(null)}
        onSaved={saved}
        onRefresh={() => void refresh()}
      />
    </div>
  );
}
