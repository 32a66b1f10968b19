// The Orders tab's filters: search (tracking ID, name, email, phone), status, payment status, refund, the assigned
// worker and a date range, with Clear filters while any is set.
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../domain/orders.ts';
import { ListFiltersBar, workerFilter, type WorkersState } from '../kit/index.ts';
import { proofCheckFilter } from '../proof-check/index.ts';
import { PAYMENT_STATUS_LABELS } from '../records/index.ts';
import { hasFilters, NO_FILTERS, type OrderFilters } from './order-list-query.ts';

interface OrderFiltersBarProps {
  /** What is typed in the search box; it reaches `filters.search` after a pause. */
  searchText: string;
  onSearchText(text: string): void;
  filters: OrderFilters;
  onFilters(changes: Partial<OrderFilters>): void;
  /** Staff who confirm payments may filter by what the proof checks found. */
  proofFilter: boolean;
  /** The artisans to filter by, for staff who see the workshop (issue 30); null for the others. */
  workers: WorkersState | null;
}

export function OrderFiltersBar({
  searchText,
  onSearchText,
  filters,
  onFilters,
  proofFilter,
  workers,
}: OrderFiltersBarProps) {
  return (
    <ListFiltersBar
      searchName="Search orders"
      searchPlaceholder="Tracking ID, name, email or phone"
      searchText={searchText}
      onSearchText={onSearchText}
      selects={[
        {
          name: 'status',
          label: 'Status',
          anyLabel: 'Any status',
          options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          value: filters.status,
          onChange: (v) => onFilters({ status: v as OrderFilters['status'] }),
        },
        {
          name: 'payment',
          label: 'Payment',
          anyLabel: 'Any payment',
          options: PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
          value: filters.paymentStatus,
          onChange: (v) => onFilters({ paymentStatus: v as OrderFilters['paymentStatus'] }),
        },
        {
          name: 'refund',
          label: 'Refund',
          anyLabel: 'Any refund',
          options: [
            { value: 'due', label: 'Refund due' },
            { value: 'refunded', label: 'Refunded' },
          ],
          value: filters.refund,
          onChange: (v) => onFilters({ refund: v === 'due' || v === 'refunded' ? v : '' }),
        },
        ...(proofFilter ? [proofCheckFilter(filters.proofCheck, (proofCheck) => onFilters({ proofCheck }))] : []),
        ...(workers ? [workerFilter(workers, filters.assigneeId, (assigneeId) => onFilters({ assigneeId }))] : []),
      ]}
      from={filters.from}
      to={filters.to}
      onDates={onFilters}
      filtered={hasFilters(filters)}
      onClear={() => onFilters(NO_FILTERS)}
    />
  );
}
