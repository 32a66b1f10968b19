// The Customers tab (SPEC §2, §9): the figures, filters all / active / inactive / high value and role, search, pages of
// 25, and per account a detail modal with the last 5 orders, a role select and Activate/Deactivate. The list and the
// figures are loaded again after every change, as the server computes them.
import { useState } from 'react';
import { type Role } from '../../../../domain/accounts.ts';
import { apiRequest } from '../../../lib/api.ts';
import { AdminListBody, ListAlert, ListEmptyNote, type PanelProps, useListSearch } from '../kit/index.ts';
import { SearchAndRole, useRoleConfirm } from '../users/index.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { CustomerDetailDialog } from './customer-detail-dialog.tsx';
import { CustomerCards, CustomerTable } from './customer-rows.tsx';
import { CustomerStats } from './customer-stats.tsx';
import { CUSTOMER_FILTERS, FILTER_LABELS, LISTED_ROLES, type CustomerRow } from './customer-types.ts';
import { useCustomerDetail, useCustomerListQuery, useCustomers } from './use-customers.ts';

export default function CustomersPanel(_props: PanelProps) {
  const { query, update } = useCustomerListQuery();
  const { filter, role } = query;
  const list = useCustomers(query);
  const [searchText, setSearchText] = useListSearch(query, update, list.data);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [opened, setOpened] = useState<CustomerRow | null>(null);
  const record = useCustomerDetail(opened?._id);

  async function act(
    customer: CustomerRow,
    path: string,
    init: { method: string; body?: unknown },
    fallback: string,
  ): Promise<boolean> {
    setPendingId(customer._id);
    setActionError(null);
    try {
      await apiRequest(path, init);
      // Status and role move people between filters and change the figures: ask the server again.
      list.reload();
      record.reload();
      return true;
    } catch (err) {
      setActionError(failureMessage(err, fallback));
      return false;
    } finally {
      setPendingId(null);
    }
  }

  const roleChange = useRoleConfirm(async (customer: CustomerRow, next: Role) => {
    const done = await act(
      customer,
      `/users/${customer._id}/role`,
      { method: 'PUT', body: { role: next } },
      'Failed to update user role',
    );
    // An admin is staff, not a customer: the account leaves this list, and its modal with it.
    if (done && next === 'admin') setOpened(null);
  });
  const changeRole = roleChange.ask;
  const toggle = (customer: CustomerRow) =>
    void act(customer, `/users/${customer._id}/toggle-status`, { method: 'PATCH' }, 'Failed to toggle user status');

  const data = list.data;
  return (
    <div className="space-y-6">
      {data ? (
        <CustomerStats stats={data.stats} />
      ) : (
        <div aria-hidden className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-sand/70" />
          ))}
        </div>
      )}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label="Show customers" className="flex flex-wrap gap-2">
          {CUSTOMER_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => update({ filter: f })}
              className={`min-h-10 rounded-full border px-4 text-sm font-medium transition ${
                filter === f
                  ? 'border-ink bg-ink text-white'
                  : 'border-linen bg-white text-muted hover:border-ink/40 hover:text-ink'
              }`}
            >
              {FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        <SearchAndRole
          searchLabel="Search customers"
          searchText={searchText}
          onSearchText={setSearchText}
          role={role}
          roles={LISTED_ROLES}
          onRole={(r) => update({ role: r })}
        />
      </div>

      <ListAlert
        actionError={actionError}
        loadError={list.error && `Error loading customers: ${list.error}`}
        onRetry={list.reload}
      />

      <AdminListBody
        page={data}
        loading={list.loading}
        loadingLabel="Loading customers…"
        count={(total) => (total === 1 ? '1 customer' : `${total} customers`)}
        isEmpty={data?.customers.length === 0}
        empty={<ListEmptyNote>No customers match.</ListEmptyNote>}
        onPage={(page) => update({ page })}
      >
        {data && (
          <>
            <CustomerTable
              customers={data.customers}
              pendingId={pendingId}
              onView={setOpened}
              onRole={changeRole}
              onToggle={toggle}
            />
            <CustomerCards
              customers={data.customers}
              pendingId={pendingId}
              onView={setOpened}
              onRole={changeRole}
              onToggle={toggle}
            />
          </>
        )}
      </AdminListBody>

      <CustomerDetailDialog
        customer={opened}
        record={record}
        busy={!!opened && pendingId === opened._id}
        error={actionError}
        onClose={() => {
          setOpened(null);
          setActionError(null);
        }}
        onRole={changeRole}
        onToggle={toggle}
      />
      {roleChange.dialog}
    </div>
  );
}
