// The email log's filters and page, kept in the address beside ?tab=messages (mail-status, mail-type, mail-q,
// mail-page: named apart from the other cards' parameters), and the page they ask for (GET /api/email/log).
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '../../../../domain/mail.ts';
import type { MailLogPage } from '../../../../domain/schemas/mail-views.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { oneOf, pageParam, useAddressQuery } from '../kit/index.ts';

export interface MailLogFilters {
  search: string;
  status: MailStatus | '';
  kind: MailKind | '';
  page: number;
}

const PARAM: Record<keyof MailLogFilters, string> = {
  search: 'mail-q',
  status: 'mail-status',
  kind: 'mail-type',
  page: 'mail-page',
};

const readQuery = (params: URLSearchParams): MailLogFilters => ({
  search: params.get(PARAM.search)?.slice(0, 100) ?? '',
  status: oneOf(MAIL_STATUSES, params.get(PARAM.status)),
  kind: oneOf(MAIL_KINDS, params.get(PARAM.kind)),
  page: pageParam(params.get(PARAM.page)),
});

const useMailLogQuery = () => useAddressQuery(PARAM, readQuery);

/** Empty filters are left out: the API refuses an empty status or type. */
function apiPath({ search, status, kind, page }: MailLogFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  if (kind) params.set('kind', kind);
  if (search.trim()) params.set('search', search.trim());
  return `/email/log?${params.toString()}`;
}

const failure = (err: unknown) => failureMessage(err, 'Failed to load the email log');

/** The log's filters from the address and the page they ask for; reload() after mail was sent (from the log or from
 *  another card of the section) shows it. */
export function useMailLog() {
  const { query, update } = useMailLogQuery();
  const log = useApiQuery<MailLogPage>(apiPath(query), { failure, keepPreviousData: true });
  return { query, update, log };
}

export type MailLog = ReturnType<typeof useMailLog>;
