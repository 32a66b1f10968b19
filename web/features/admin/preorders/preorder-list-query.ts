// The Preorders tab's filters and page, kept in the address beside ?tab=preorders (q, status, deposit, final, worker,
// from, to, page), and the API query they make (GET /api/preorders, 5 a page, SPEC §9).
import { ADMIN_PREORDERS_PAGE_SIZE } from '../../../../domain/limits.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/orders.ts';
import { PREORDER_STATUSES, type PreorderStatus } from '../../../../domain/preorders.ts';
import { dateParam, oneOf, pageParam, useAddressQuery, workerParam } from '../kit/index.ts';

export interface PreorderFilters {
  search: string;
  status: PreorderStatus | '';
  /** The deposit's (initial payment's) status. */
  paymentStatus: PaymentStatus | '';
  finalPaymentStatus: PaymentStatus | '';
  /** YYYY-MM-DD, Pakistan time on the server. */
  from: string;
  to: string;
  /** 'flagged': only preorders with a payment proof whose check needs a closer look (issue 20). */
  proofCheck: 'flagged' | '';
  /** The assigned worker's artisan id (issue 30). */
  assigneeId: string;
}

export interface PreorderListQuery extends PreorderFilters {
  page: number;
}

const PARAM: Record<keyof PreorderListQuery, string> = {
  search: 'q',
  status: 'status',
  paymentStatus: 'deposit',
  finalPaymentStatus: 'final',
  from: 'from',
  to: 'to',
  proofCheck: 'proof',
  assigneeId: 'worker',
  page: 'page',
};

function readQuery(params: URLSearchParams): PreorderListQuery {
  return {
    search: params.get(PARAM.search)?.slice(0, 100) ?? '',
    status: oneOf(PREORDER_STATUSES, params.get(PARAM.status)),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get(PARAM.paymentStatus)),
    finalPaymentStatus: oneOf(PAYMENT_STATUSES, params.get(PARAM.finalPaymentStatus)),
    from: dateParam(params.get(PARAM.from)),
    to: dateParam(params.get(PARAM.to)),
    proofCheck: oneOf(['flagged'] as const, params.get(PARAM.proofCheck)),
    assigneeId: workerParam(params.get(PARAM.assigneeId)),
    page: pageParam(params.get(PARAM.page)),
  };
}

export const NO_PREORDER_FILTERS: PreorderFilters = {
  search: '',
  status: '',
  paymentStatus: '',
  finalPaymentStatus: '',
  from: '',
  to: '',
  proofCheck: '',
  assigneeId: '',
};

export const hasPreorderFilters = (f: PreorderFilters) =>
  Boolean(
    f.search.trim() ||
    f.status ||
    f.paymentStatus ||
    f.finalPaymentStatus ||
    f.from ||
    f.to ||
    f.proofCheck ||
    f.assigneeId,
  );

export const usePreorderListQuery = () => useAddressQuery(PARAM, readQuery);

/** The API's query string; empty filters are left out (the API refuses an empty status or date). */
export function preorderQueryString(query: PreorderListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ADMIN_PREORDERS_PAGE_SIZE) });
  if (query.search.trim()) params.set('search', query.search.trim());
  for (const key of [
    'status',
    'paymentStatus',
    'finalPaymentStatus',
    'from',
    'to',
    'proofCheck',
    'assigneeId',
  ] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  return params.toString();
}
