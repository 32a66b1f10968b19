// The Orders tab's filters: search (tracking ID, name, email, phone), status, payment status and a date range, with
// Clear filters while any is set.
import { useId } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../domain/orders.ts';
import { Search } from '../../../ui/icons/search.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';
import { PAYMENT_STATUS_LABELS } from './order-badges.tsx';
import { hasFilters, NO_FILTERS, type OrderFilters } from './order-list-query.ts';

interface OrderFiltersBarProps {
  /** What is typed in the search box; it reaches `filters.search` after a pause. */
  searchText: string;
  onSearchText(text: string): void;
  filters: OrderFilters;
  onFilters(changes: Partial<OrderFilters>): void;
}

export function OrderFiltersBar({ searchText, onSearchText, filters, onFilters }: OrderFiltersBarProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 md:col-span-4 xl:col-span-1">
          <label htmlFor={id('search')} className={LABEL}>
            Search
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id={id('search')}
              type="search"
              aria-label="Search orders"
              placeholder="Tracking ID, name, email or phone"
              value={searchText}
              maxLength={100}
              onChange={(e) => onSearchText(e.target.value)}
              className={`${CONTROL} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={id('status')} className={LABEL}>
            Status
          </label>
          <select
            id={id('status')}
            value={filters.status}
            onChange={(e) => onFilters({ status: e.target.value as OrderFilters['status'] })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('payment')} className={LABEL}>
            Payment
          </label>
          <select
            id={id('payment')}
            value={filters.paymentStatus}
            onChange={(e) => onFilters({ paymentStatus: e.target.value as OrderFilters['paymentStatus'] })}
            className={`${CONTROL} mt-1`}
          >
            <option value="">Any payment</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('from')} className={LABEL}>
            Placed from
          </label>
          <input
            id={id('from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onFilters({ from: e.target.value })}
            className={`${CONTROL} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={id('to')} className={LABEL}>
            Placed to
          </label>
          <input
            id={id('to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onFilters({ to: e.target.value })}
            className={`${CONTROL} mt-1`}
          />
        </div>
      </div>
      {(hasFilters(filters) || searchText.trim()) && (
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => {
              onSearchText('');
              onFilters(NO_FILTERS);
            }}
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-madder underline-offset-4 hover:underline"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
