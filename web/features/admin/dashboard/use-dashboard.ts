// Loads the dashboard's figures (GET /api/admin/dashboard, one call of server-side aggregates); asks again on Retry
// and after a quick status change (reload()), keeping the last figures on screen meanwhile.
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { DashboardSummary } from './dashboard-types.ts';

interface State {
  data: DashboardSummary | null;
  loading: boolean;
  error: string | null;
}

export function useDashboard() {
  const [state, setState] = useState<State>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    apiRequest<DashboardSummary>('/admin/dashboard', { signal: controller.signal })
      .then((data) => setState({ data, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureMessage(err, 'Failed to load dashboard') }));
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
