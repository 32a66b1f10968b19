// Loads the dashboard's figures (GET /api/admin/dashboard, one call of server-side aggregates); asks again on Retry
// and after a quick status change (reload()), keeping the last figures on screen meanwhile.
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import type { DashboardSummary } from './dashboard-types.ts';

const failure = (err: unknown) => failureMessage(err, 'Failed to load dashboard');

export function useDashboard() {
  return useApiQuery<DashboardSummary>('/admin/dashboard', { failure });
}
