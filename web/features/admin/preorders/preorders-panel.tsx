// The Preorders tab (SPEC §2, §9; issue 13): search, status, deposit, final payment and date filters kept in the
// address, pages of 5, a table on wide screens and cards on phones, Create Preorder for staff who may change
// preorders, and the preorder modal. After a change the modal shows the preorder as the server answered it and the
// list is loaded again.
import { useState } from 'react';
import { PAYMENT_STATUSES } from '../../../../domain/orders.ts';
import { roleCan } from '../../../../domain/permissions.ts';
import { PREORDER_STATUS_LABELS, PREORDER_STATUSES } from '../../../../domain/preorders.ts';
import type { PreorderView } from '../../../../domain/schemas/preorder-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Clock } from '../../../ui/icons/clock.ts';
import { Plus } from '../../../ui/icons/plus.ts';
import {
  AdminListBody,
  ListAlert,
  ListEmptyState,
  ListFiltersBar,
  type PanelProps,
  useListSearch,
  useWorkers,
  workerFilter,
} from '../kit/index.ts';
import { proofCheckFilter, useOpenFromAddress } from '../proof-check/index.ts';
import { PAYMENT_STATUS_LABELS } from '../records/index.ts';
import { PreorderDetailDialog, type PreorderPermissions } from './preorder-detail-dialog.tsx';
import {
  hasPreorderFilters,
  NO_PREORDER_FILTERS,
  preorderQueryString,
  usePreorderListQuery,
  type PreorderFilters,
} from './preorder-list-query.ts';
import { PREORDER_ALERTS } from './preorder-messages.ts';
import { PreorderRows } from './preorder-rows.tsx';
import { usePreorders } from './use-preorders.ts';

const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));

export default function PreordersPanel({ user }: PanelProps) {
  const can: PreorderPermissions = {
    updatePreorders: roleCan(user.role, 'preorders:update'),
    updatePayments: roleCan(user.role, 'payments:update'),
    updateNotes: roleCan(user.role, 'notes:update'),
    updateImages: roleCan(user.role, 'progress-images:update'),
    sendMail: roleCan(user.role, 'messages:manage'),
    readWorkshop: roleCan(user.role, 'workshop:read'),
  };
  const { query, update } = usePreorderListQuery();
  const list = usePreorders(preorderQueryString(query));
  const [searchText, setSearchText] = useListSearch(query, update, list.data);
  const [opened, setOpened] = useState<PreorderView | null>(null);
  // The artisans, for the 'Assigned worker' filter and the modal's assignment (issue 30).
  const workers = useWorkers(can.readWorkshop);

  // A proof check's link to another preorder: opened here, the list searched for it behind.
  useOpenFromAddress((id) => {
    apiRequest<PreorderView>(`/preorders/${id}`).then(setOpened, () => undefined);
  });

  function saved(preorder: PreorderView) {
    setOpened(preorder);
    // Status and payments move preorders between filters: ask the server for the page again.
    list.reload();
  }

  async function refresh() {
    if (!opened) return;
    try {
      setOpened(await apiRequest<PreorderView>(`/preorders/${opened._id}`));
    } catch {
      // The modal keeps the expired links, and their viewers offer to load them again.
    }
  }

  const data = list.data;
  const filtered = hasPreorderFilters(query);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          Check deposits, post progress photos as the piece is made, set the delivery charge when it is ready, and
          confirm the final payment.
        </p>
        {can.updatePreorders && (
          <ButtonLink to="/admin/create-preorder" className="min-h-10 px-5! py-2!">
            <Plus className="h-4 w-4" aria-hidden />
            Create Preorder
          </ButtonLink>
        )}
      </div>

      <ListFiltersBar
        searchName="Search preorders"
        searchPlaceholder="Preorder ID, name, email or phone"
        searchText={searchText}
        onSearchText={setSearchText}
        selects={[
          {
            name: 'status',
            label: 'Status',
            anyLabel: 'Any status',
            options: PREORDER_STATUSES.map((s) => ({ value: s, label: PREORDER_STATUS_LABELS[s] })),
            value: query.status,
            onChange: (v) => update({ status: v as PreorderFilters['status'] }),
          },
          {
            name: 'deposit',
            label: 'Deposit',
            anyLabel: 'Any deposit',
            options: PAYMENT_OPTIONS,
            value: query.paymentStatus,
            onChange: (v) => update({ paymentStatus: v as PreorderFilters['paymentStatus'] }),
          },
          {
            name: 'final',
            label: 'Final payment',
            anyLabel: 'Any final payment',
            options: PAYMENT_OPTIONS,
            value: query.finalPaymentStatus,
            onChange: (v) => update({ finalPaymentStatus: v as PreorderFilters['finalPaymentStatus'] }),
          },
          ...(can.updatePayments ? [proofCheckFilter(query.proofCheck, (proofCheck) => update({ proofCheck }))] : []),
          ...(can.readWorkshop
            ? [workerFilter(workers, query.assigneeId, (assigneeId) => update({ assigneeId }))]
            : []),
        ]}
        from={query.from}
        to={query.to}
        onDates={update}
        filtered={filtered}
        onClear={() => update(NO_PREORDER_FILTERS)}
      />

      <ListAlert loadError={list.error && PREORDER_ALERTS.loadFailed(list.error)} onRetry={list.reload} />

      <AdminListBody
        page={data}
        loading={list.loading}
        loadingLabel="Loading preorders…"
        rowHeight="h-16"
        count={(total) => (
          <>
            {total === 1 ? '1 preorder' : `${total.toLocaleString('en-PK')} preorders`}
            {data && data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </>
        )}
        isEmpty={data?.preorders.length === 0}
        empty={
          <ListEmptyState
            icon={Clock}
            title={filtered ? 'No preorders match these filters.' : 'No preorders yet.'}
            hint={
              filtered
                ? 'Try another search or clear the filters.'
                : 'Preorders placed by shoppers or entered by staff appear here with their 50% deposits.'
            }
          />
        }
        onPage={(page) => update({ page })}
      >
        {data && (
          <PreorderRows preorders={data.preorders} proofFlagged={new Set(data.proofFlagged)} onOpen={setOpened} />
        )}
      </AdminListBody>

      <PreorderDetailDialog
        preorder={opened}
        can={can}
        workers={workers}
        onClose={() => setOpened(null)}
        onSaved={saved}
        onRefresh={() => void refresh()}
      />
    </div>
  );
}
