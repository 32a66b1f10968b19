// The Production board's filters, kept in the address beside ?tab=production (artisan, stage, overdue, week, preorder,
// stock, page) so a reload, a shared link or the dashboard's link opens the same board, and the API query they make.
import { WORK_STAGES, type WorkStage } from '../../../../domain/workshop.ts';
import { oneOf, pageParam, useAddressQuery } from '../kit/index.ts';

/** Cards on one board page: enough for a busy workshop's open work, past which the filters narrow it. */
export const BOARD_PAGE_SIZE = 200;

export interface BoardFilters {
  artisanId: string;
  stage: WorkStage | '';
  /** '1' when on: the address keeps flags short. */
  overdue: '1' | '';
  dueThisWeek: '1' | '';
  preorderId: string;
  forStock: '1' | '';
}

export interface BoardQuery extends BoardFilters {
  page: number;
}

const PARAM: Record<keyof BoardQuery, string> = {
  artisanId: 'artisan',
  stage: 'stage',
  overdue: 'overdue',
  dueThisWeek: 'week',
  preorderId: 'preorder',
  forStock: 'stock',
  page: 'page',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const flag = (value: string | null) => oneOf(['1'] as const, value);

/** Read leniently: a malformed artisan id or an unknown stage is dropped rather than refused by the API. */
export function readBoardQuery(params: URLSearchParams): BoardQuery {
  const artisanId = params.get(PARAM.artisanId) ?? '';
  return {
    artisanId: UUID.test(artisanId) ? artisanId : '',
    stage: oneOf(WORK_STAGES, params.get(PARAM.stage)),
    overdue: flag(params.get(PARAM.overdue)),
    dueThisWeek: flag(params.get(PARAM.dueThisWeek)),
    preorderId: params.get(PARAM.preorderId)?.trim().slice(0, 40) ?? '',
    forStock: flag(params.get(PARAM.forStock)),
    page: pageParam(params.get(PARAM.page)),
  };
}

export const NO_BOARD_FILTERS: BoardFilters = {
  artisanId: '',
  stage: '',
  overdue: '',
  dueThisWeek: '',
  preorderId: '',
  forStock: '',
};

export const hasBoardFilters = (f: BoardFilters) =>
  Boolean(f.artisanId || f.stage || f.overdue || f.dueThisWeek || f.preorderId.trim() || f.forStock);

export const useBoardQuery = () => useAddressQuery(PARAM, readBoardQuery);

/** GET /api/workshop/jobs's query: empty filters are left out (the API refuses an empty stage or id). */
export function boardQueryString(query: BoardQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(BOARD_PAGE_SIZE) });
  if (query.artisanId) params.set('artisanId', query.artisanId);
  if (query.stage) params.set('stage', query.stage);
  if (query.overdue) params.set('overdue', 'true');
  if (query.dueThisWeek) params.set('dueThisWeek', 'true');
  if (query.preorderId.trim()) params.set('preorderId', query.preorderId.trim());
  if (query.forStock) params.set('forStock', 'true');
  return params.toString();
}
