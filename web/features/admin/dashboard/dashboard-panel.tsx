// The admin's Dashboard section (SPEC §2, issue 5): the 'Before you open' checklist while the shop is still the demo,
// alerts, unpaid orders near their payment deadline, headline figures, the newest orders with a quick status select,
// quick actions, orders by status, the workshop's jobs and 30 days of revenue, all from one call of server-side
// aggregates.
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-messages.tsx';
import { BeforeYouOpen } from './before-you-open.tsx';
import { DashboardAlerts } from './dashboard-alerts.tsx';
import { MetricCards } from './metric-cards.tsx';
import { PaymentsDueSoon } from './payments-due-soon.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentOrders } from './recent-orders.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { StatusOverview } from './status-overview.tsx';
import { useDashboard } from './use-dashboard.ts';
import { WorkshopOverview } from './workshop-overview.tsx';

export default function DashboardPanel() {
  const { data, loading, error, reload } = useDashboard();

  if (!data) {
    return error ? (
      <FormAlert message={`Error loading dashboard: ${error}`}>
        <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={reload}>
          Retry
        </Button>
      </FormAlert>
    ) : (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading the dashboard…</span>
        <div className="h-20 animate-pulse rounded-xl bg-sand/70" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-xl bg-sand/60" />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div aria-busy={loading} className="space-y-6">
      {/* A failed refresh keeps the last figures on screen and says so. */}
      <FormAlert message={error && `Error loading dashboard: ${error}`}>
        <Button variant="secondary" className="mt-3 px-4! py-2!" onClick={reload}>
          Retry
        </Button>
      </FormAlert>
      <BeforeYouOpen tasks={data.beforeYouOpen} />
      <DashboardAlerts
        pendingOrders={data.ordersByStatus.pending}
        pendingPreorders={data.preorders.pending}
        lowStockProducts={data.lowStockProducts}
        lowStock={data.lowStock}
        refundsDue={data.refundsDue}
      />
      <PaymentsDueSoon orders={data.paymentsDueSoon} total={data.paymentsDueSoonCount} />
      <MetricCards data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RecentOrders orders={data.recentOrders} onChanged={reload} />
        <QuickActions />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RevenueChart days={data.revenueByDay} />
        <div className="space-y-6">
          <StatusOverview byStatus={data.ordersByStatus} total={data.totalOrders} />
          <WorkshopOverview workshop={data.workshop} />
        </div>
      </div>
    </div>
  );
}
