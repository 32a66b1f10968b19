// The active staff an order can be assigned to (GET /api/orders/assignees), loaded once, when the first order is
// opened by someone who may change orders.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { AssigneeView } from '../../../../domain/schemas/order-views.ts';

export type Assignee = AssigneeView;

export type AssigneesState = { list: Assignee[] | null; error: string | null; retry(): void };

const failure = (err: unknown) => failureMessage(err, 'Failed to load staff members');

export function useAssignees(wanted: boolean): AssigneesState {
  const { data, error, reload } = useApiQuery<Assignee[]>(wanted ? '/orders/assignees' : null, { failure });
  return { list: data, error, retry: reload };
}
