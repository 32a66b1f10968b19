// The active staff an order can be assigned to (GET /api/orders/assignees), loaded once, when the first order is
// opened by someone who may change orders.
import { useCallback, useEffect, useState } from 'react';
import type { AssigneeView } from '../../../../domain/schemas/order-views.ts';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../account/failure-message.ts';

export type Assignee = AssigneeView;

export type AssigneesState = { list: Assignee[] | null; error: string | null; retry(): void };

export function useAssignees(wanted: boolean): AssigneesState {
  const [list, setList] = useState<Assignee[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loaded = list !== null;

  useEffect(() => {
    if (!wanted || loaded) return;
    const controller = new AbortController();
    setError(null);
    apiRequest<Assignee[]>('/orders/assignees', { signal: controller.signal })
      .then(setList)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(failureMessage(err, 'Failed to load staff members'));
      });
    return () => controller.abort();
  }, [wanted, loaded, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { list, error, retry };
}
