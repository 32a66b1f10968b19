// The Orders tab's filters and page, kept in the address beside ?tab=orders (q, status, payment, refund, worker, from, to, page), so
// paging, a reload or a shared link keeps them; and the API query they make (GET /api/orders, 5 a page, SPEC §9).
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../../../../domain/orders.ts';
import { dateParam, oneOf, pageParam, useAddressQuery, workerParam } from '../kit/index.ts';

export interface OrderFilters {
  search: string;
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  /** YYYY-MM-DD, Pakistan time on the server. */
  from: string;
  to: string;
  /** 'flagged': only orders whose payment proof's check needs a closer look (issue 20). */
  proofCheck: 'flagged' | '';
  /** Cancelled paid orders whose money is still to send back ('due', the dashboard's link) or was sent. */
  refund: 'due' | 'refunded' | '';
  /** The assigned worker's artisan id (issue 30). */
  assigneeId: string;
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
  proofCheck: 'proof',
  refund: 'refund',
  assigneeId: 'worker',
  page: 'page',
};

/** Whatever is in the address: an unknown status or a malformed date is ignored rather than sent to the API. */
function readQuery(params: URLSearchParams): OrderListQuery {
  return {
    search: params.get(PARAM.search)?.slice(0, 100) ?? '',
    status: oneOf(ORDER_STATUSES, params.get(PARAM.status)),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get(PARAM.paymentStatus)),
    from: dateParam(params.get(PARAM.from)),
    to: dateParam(params.get(PARAM.to)),
    proofCheck: oneOf(['flagged'] as const, params.get(PARAM.proofCheck)),
    refund: oneOf(['due', 'refunded'] as const, params.get(PARAM.refund)),
    assigneeId: workerParam(params.get(PARAM.assigneeId)),
    page: pageParam(params.get(PARAM.page)),
  };
}

export const hasFilters = (f: OrderFilters) =>
  Boolean(f.search.trim() || f.status || f.paymentStatus || f.from || f.to || f.proofCheck || f.refund || f.assigneeId);

export const NO_FILTERS: OrderFilters = {
  search: '',
  status: '',
  paymentStatus: '',
  from: '',
  to: '',
  proofCheck: '',
  refund: '',
  assigneeId: '',
};

export const useOrderListQuery = () => useAddressQuery(PARAM, readQuery);

/** The API's query string; empty filters are left out (the API refuses an empty status or date). */
export function apiQueryString(query: OrderListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.paymentStatus) params.set('paymentStatus', query.paymentStatus);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.proofCheck) params.set('proofCheck', query.proofCheck);
  if (query.refund) params.set('refund', query.refund);
  if (query.assigneeId) params.set('assigneeId', query.assigneeId);
  return params.toString();
}
