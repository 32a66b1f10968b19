// The active staff an order can be assigned to (GET /api/orders/assignees), loaded once, when the first order is
// opened by someone who may change orders.
import type { StaffRole } from '../../../../domain/accounts.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';

export interface Assignee {
  _id: string;
  name: string;
  role: StaffRole;
}

export type AssigneesState = { list: Assignee[] | null; error: string | null; retry(): void };

const failure = (err: unknown) => failureMessage(err, 'Failed to load staff members');

export function useAssignees(wanted: boolean): AssigneesState {
  const { data, error, reload } = useApiQuery<Assignee[]>(wanted ? '/orders/assignees' : null, { failure });
  return { list: data, error, retry: reload };
}
