// The Orders tab (SPEC §2, §9; issue 5): search, status, payment-status and date filters kept in the address, pages of
// 5, a table on wide screens and cards on phones, Create Order for staff who may change orders, and the order modal.
// After a change the modal shows the order as the server answered it and the list is loaded again.
import { useState } from 'react';
import { roleCan } from '../../../../domain/permissions.ts';
import { apiRequest } from '../../../lib/api.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ClipboardList } from '../../../ui/icons/clipboard-list.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import type { FullOrder } from '../../orders/index.ts';
import { AdminListBody, ListAlert, ListEmptyState, type PanelProps, useListSearch, useWorkers } from '../kit/index.ts';
import { useOpenFromAddress } from '../proof-check/index.ts';
import { OrderDetailDialog, type OrderPermissions } from './order-detail-dialog.tsx';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { apiQueryString, hasFilters, useOrderListQuery } from './order-list-query.ts';
import { ORDER_ALERTS } from './order-messages.ts';
import { OrderRows } from './order-rows.tsx';
import { useOrders } from './use-orders.ts';

export default function OrdersPanel({ user }: PanelProps) {
  const can: OrderPermissions = {
    updateOrders: roleCan(user.role, 'orders:update'),
    updatePayments: roleCan(user.role, 'payments:update'),
    sendMail: roleCan(user.role, 'messages:manage'),
  };
  const { query, update } = useOrderListQuery();
  const list = useOrders(apiQueryString(query));
  const [searchText, setSearchText] = useListSearch(query, update, list.data);
  const [opened, setOpened] = useState<FullOrder | null>(null);
  // The artisans, for the 'Assigned worker' filter and the modal's assignment (issue 30).
  const seesWorkshop = roleCan(user.role, 'workshop:read');
  const workers = useWorkers(seesWorkshop);

  // A proof check's link to another order: opened here, the list searched for it behind.
  useOpenFromAddress((id) => {
    apiRequest<FullOrder>(`/orders/${id}`).then(setOpened, () => undefined);
  });

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

      <OrderFiltersBar
        searchText={searchText}
        onSearchText={setSearchText}
        filters={query}
        onFilters={update}
        proofFilter={can.updatePayments}
        workers={seesWorkshop ? workers : null}
      />

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
          <ListEmptyState
            icon={ClipboardList}
            title={filtered ? 'No orders match these filters.' : 'No orders yet.'}
            hint={
              filtered
                ? 'Try another search or clear the filters.'
                : 'Orders placed at checkout or entered by staff appear here.'
            }
          />
        }
        onPage={(page) => update({ page })}
      >
        {data && <OrderRows orders={data.orders} proofFlagged={new Set(data.proofFlagged)} onOpen={setOpened} />}
      </AdminListBody>

      <OrderDetailDialog
        order={opened}
        can={can}
        workers={workers}
        onClose={() => setOpened(null)}
        onSaved={saved}
        onRefresh={() => void refresh()}
      />
    </div>
  );
}
