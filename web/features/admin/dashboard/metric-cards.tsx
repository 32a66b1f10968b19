// The dashboard's headline figures (SPEC §2, §9; DECISIONS D15): revenue (orders but the cancelled ones, and preorder
// payments marked paid), this month's in Pakistan time, orders by status, preorders to act on, deposits received and
// balances due, customers, products and sizes out of stock; all counted by the server.
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../domain/orders.ts';
import { formatPkr } from '../../../../domain/money.ts';
import type { DashboardSummary } from './dashboard-types.ts';
import { pakistanMonth } from '../../../../domain/pakistan-time.ts';

/** The month the server counted ("this month" is Pakistan's calendar month). */
function monthName(): string {
  return pakistanMonth(new Date());
}

export function MetricCards({ data }: { data: DashboardSummary }) {
  const openOrders = ORDER_STATUSES.filter((s) => s !== 'delivered' && s !== 'cancelled' && data.ordersByStatus[s] > 0);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <Metric
        label="Revenue"
        value={formatPkr(data.revenue.total)}
        note="Orders except cancelled (a paid one until refunded), and preorder payments received"
      />
      <Metric label="This month" value={formatPkr(data.revenue.thisMonth)} note={`${monthName()}, Pakistan time`} />
      <Metric
        label="Orders"
        value={data.totalOrders.toLocaleString('en-PK')}
        note={
          openOrders.length
            ? openOrders.map((s) => `${data.ordersByStatus[s]} ${ORDER_STATUS_LABELS[s].toLowerCase()}`).join(' · ')
            : 'None open'
        }
      />
      <Metric
        label="Preorders"
        value={(data.preorders.pending + data.preorders.inProduction).toLocaleString('en-PK')}
        note={`${data.preorders.pending} pending · ${data.preorders.inProduction} in production · ${data.preorders.awaitingFinalPayment} awaiting final payment`}
      />
      <Metric
        label="Deposits received"
        value={formatPkr(data.preorders.depositsReceived)}
        note="Preorder deposits marked paid"
      />
      <Metric
        label="Balances due"
        value={formatPkr(data.preorders.balancesDue)}
        note="Final payments set and not yet paid"
      />
      <Metric label="Customers" value={data.customers.toLocaleString('en-PK')} note="Registered shopper accounts" />
      <Metric
        label="Products"
        value={data.products.total.toLocaleString('en-PK')}
        note={`${data.products.active.toLocaleString('en-PK')} active`}
      />
      <Metric
        label="Out-of-stock sizes"
        value={data.outOfStockSizes.toLocaleString('en-PK')}
        note="Across active products"
        alert={data.outOfStockSizes > 0}
      />
    </dl>
  );
}

function Metric({
  label,
  value,
  note,
  alert = false,
}: {
  label: string;
  value: string;
  note: string;
  alert?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-linen bg-white p-4 sm:p-5">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd
        className={`mt-2 break-words font-display text-2xl leading-tight tabular-nums sm:text-3xl ${alert ? 'text-madder' : 'text-ink'}`}
      >
        {value}
      </dd>
      <dd className="mt-1 text-xs leading-snug text-muted sm:text-sm">{note}</dd>
    </div>
  );
}
