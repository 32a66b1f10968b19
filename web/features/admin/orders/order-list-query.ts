// The Orders tab's filters and page, kept in the address beside ?tab=orders (q, status, payment, from, to, page), so
// paging, a reload or a shared link keeps them; and the API query they make (GET /api/orders, 5 a page, SPEC §9).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../../../../domain/orders.ts';

export interface OrderFilters {
  search: string;
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  /** YYYY-MM-DD, Pakistan time on the server. */
  from: string;
  to: string;
}

export interface OrderListQuery extends OrderFilters {
  page: number;
}

const PARAM: Record<keyof OrderListQuery, string> = {
  search: 'q',
  status: 'status',
  paymentStatus: 'payment',
  from: 'from',
  to: 'to',
  page: 'page',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : '';
const date = (value: string | null) => (value && DATE.test(value) ? value : '');

/** Whatever is in the address: an unknown status or a malformed date is ignored rather than sent to the API. */
function readQuery(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get(PARAM.page));
  return {
    search: params.get(PARAM.search)?.slice(0, 100) ?? '',
    status: oneOf(ORDER_STATUSES, params.get(PARAM.status)),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get(PARAM.paymentStatus)),
    from: date(params.get(PARAM.from)),
    to: date(params.get(PARAM.to)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export const hasFilters = (f: OrderFilters) =>
  Boolean(f.search.trim() || f.status || f.paymentStatus || f.from || f.to);

export const NO_FILTERS: OrderFilters = { search: '', status: '', paymentStatus: '', from: '', to: '' };

export function useOrderListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);

  /** A change of any filter starts again at page 1; the other parameters (?tab=) are kept. */
  const update = useCallback(
    (changes: Partial<OrderListQuery>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [keyof OrderListQuery, string | number][]) {
            const empty = value === '' || (key === 'page' && value === 1);
            if (empty) next.delete(PARAM[key]);
            else next.set(PARAM[key], String(value));
          }
          if (!('page' in changes)) next.delete(PARAM.page);
          return next;
        },
        // The same screen with other rows: no new history entry, no jump to the top.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { query, update };
}

/** The API's query string; empty filters are left out (the API refuses an empty status or date). */
export function apiQueryString(query: OrderListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.paymentStatus) params.set('paymentStatus', query.paymentStatus);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}
