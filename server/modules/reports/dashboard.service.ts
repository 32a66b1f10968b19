// The admin dashboard's figures (SPEC §2 Dashboard, §9 thresholds; DECISIONS D15) and the unpaid orders whose payment
// deadline comes within 12 hours, computed by SQL in the database rather than by sending every order to the browser.
// Read-only across the orders, preorders, catalog, workshop and accounts tables: a report, not a second owner of those
// tables.
import { sql } from 'drizzle-orm';
import { LOW_STOCK_MAX, RECENT_ORDERS_COUNT, SIZES } from '../../../domain/limits.ts';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '../../../domain/orders.ts';
import { DEADLINE_SOON_HOURS } from '../../../domain/payment-deadline.ts';
import type { PaymentAccounts } from '../../../domain/schemas/settings.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_PROD_IDS, launchChecklist } from './launch-checklist.ts';
import { preorderPaymentsReceived } from './preorder-figures.ts';
import { orderAmountCounted, refundStillDue } from './order-figures.ts';
import { PAKISTAN_TIME_ZONE } from '../../../domain/pakistan-time.ts';
import { pakistanDay } from '../../../domain/pakistan-time.ts';
import { WORK_STAGES, type WorkStage } from '../../../domain/workshop.ts';

/** The shop keeps Pakistan time: "this month" and "per day" follow Asia/Karachi, not the server's clock. */
const SHOP_TIME_ZONE = PAKISTAN_TIME_ZONE;

/** Sizes in the shop's order (XS to XXL), so a product's low sizes are listed the same way on every load. */
const SIZE_ORDER = sql.raw(`array[${SIZES.map((s) => `'${s}'`).join(', ')}]::text[]`);

/** Enough to act on from the dashboard; the count says how many there are in all. */
const DUE_SOON_SHOWN = 20;
const LOW_STOCK_SHOWN = 20;

export interface DashboardDeps {
  db: Database;
  /** The shop's payment details as saved (the settings module's). */
  paymentAccounts: () => Promise<PaymentAccounts>;
  /** Whether PUBLIC_URL and SMTP_URL are set: the checklist asks for them until they are. */
  publicUrlSet: boolean;
  mailServerSet: boolean;
}

export function createDashboardService({ db, paymentAccounts, publicUrlSet, mailServerSet }: DashboardDeps) {
  async function summary() {
    const now = new Date();
    const today = pakistanDay(now);
    const weekEnd = pakistanDay(new Date(now.getTime() + 6 * 24 * 60 * 60 * 1000));
    const [revenue, preorderFigures, statuses, counts, lowStock, daily, preorderDaily, recent, dueSoon, payment, jobs] =
      await Promise.all([
        // D15, D19: each order's amount counted (order-figures.ts; dated by placing), plus the preorder payments marked
        // paid (dated by when they were confirmed).
        db.execute<{ total: number; month: number }>(sql`
        select coalesce(sum(amount), 0)::int as total,
               coalesce(sum(amount) filter (where date_trunc('month', created_at at time zone ${SHOP_TIME_ZONE}) = date_trunc('month', now() at time zone ${SHOP_TIME_ZONE})), 0)::int as month
        from (select ${orderAmountCounted} as amount, o.created_at from orders o
              union all select amount, at from (${preorderPaymentsReceived}) as paid) as received`),
        db.execute<{
          pending: number;
          production: number;
          awaiting_final: number;
          deposits_received: number;
          balances_due: number;
        }>(sql`
        select count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'production')::int as production,
               count(*) filter (where status <> 'cancelled' and delivery_charge is not null and final_payment_status <> 'paid')::int as awaiting_final,
               coalesce(sum(initial_amount) filter (where initial_payment_status = 'paid'), 0)::int as deposits_received,
               coalesce(sum(original_amount - initial_amount + delivery_charge) filter (where status <> 'cancelled' and delivery_charge is not null and final_payment_status <> 'paid'), 0)::int as balances_due
        from preorders`),
        db.execute<{ status: OrderStatus; n: number }>(
          sql`select status, count(*)::int as n from orders group by status`,
        ),
        db.execute<{
          customers: number;
          products: number;
          active_products: number;
          out_of_stock_sizes: number;
          low_stock_products: number;
          active_demo_products: number;
          pending_payments: number;
          refunds_due: number;
          refunds_due_amount: number;
        }>(sql`
        select (select count(*) from users where role = 'customer')::int as customers,
               (select count(*) from products)::int as products,
               (select count(*) from products where is_active)::int as active_products,
               (select count(*) from product_stock ps join products p on p.id = ps.product_id where p.is_active and ps.stock = 0)::int as out_of_stock_sizes,
               (select count(distinct p.id) from product_stock ps join products p on p.id = ps.product_id where p.is_active and ps.stock <= ${LOW_STOCK_MAX})::int as low_stock_products,
               (select count(*) from products where is_active and prod_id in (${sql.join(
                 DEMO_PROD_IDS.map((id) => sql`${id}`),
                 sql`, `,
               )}))::int as active_demo_products,
               (select count(*) from orders where payment_status = 'pending' and status <> 'cancelled')::int as pending_payments,
               (select count(*) from orders where ${refundStillDue})::int as refunds_due,
               (select coalesce(sum(refund_amount), 0) from orders where ${refundStillDue})::int as refunds_due_amount`),
        db.execute<{ prod_id: string; name: string; sizes: { size: string; stock: number }[] }>(sql`
        select p.prod_id, p.name,
               json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by array_position(${SIZE_ORDER}, ps.size)) as sizes
        from product_stock ps join products p on p.id = ps.product_id
        where p.is_active and ps.stock <= ${LOW_STOCK_MAX}
        group by p.id, p.prod_id, p.name
        order by min(ps.stock) asc, p.name asc, p.prod_id limit ${LOW_STOCK_SHOWN}`),
        db.execute<{ day: string; revenue: number; orders: number }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(${orderAmountCounted}), 0)::int as revenue,
               count(o.id) filter (where ${orderAmountCounted} > 0)::int as orders
        from generate_series((now() at time zone ${SHOP_TIME_ZONE})::date - 29, (now() at time zone ${SHOP_TIME_ZONE})::date, interval '1 day') as d(day)
        left join orders o on (o.created_at at time zone ${SHOP_TIME_ZONE})::date = d.day
        group by d.day order by d.day`),
        db.execute<{ day: string; revenue: number }>(sql`
        select to_char((at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as day, sum(amount)::int as revenue
        from (${preorderPaymentsReceived}) as paid where at >= now() - interval '31 days' group by 1`),
        db.execute<{
          id: string;
          tracking_id: string;
          customer_name: string;
          total: number;
          status: OrderStatus;
          payment_status: PaymentStatus;
          created_at: Date;
        }>(sql`
        select id, tracking_id, customer_name, total, status, payment_status, created_at from orders order by created_at desc limit ${RECENT_ORDERS_COUNT}`),
        // Unpaid open orders the unpaid-orders job will cancel within the next hours, soonest first. The condition is
        // written as orders_unpaid_due_idx's predicate, so this is a range scan of that small index.
        db.execute<{
          id: string;
          tracking_id: string;
          customer_name: string;
          total: number;
          payment_due_at: Date;
          minutes_left: number;
          n: number;
        }>(sql`
        select id, tracking_id, customer_name, total, payment_due_at,
               ceil(extract(epoch from payment_due_at - now()) / 60)::int as minutes_left, count(*) over ()::int as n
        from orders
        where payment_status = 'pending' and status in ('pending', 'processing')
          and payment_due_at > now() and payment_due_at <= now() + make_interval(hours => ${DEADLINE_SOON_HOURS})
        order by payment_due_at limit ${DUE_SOON_SHOWN}`),
        paymentAccounts(),
        // Issue 30: the open cards the Production board shows, with the same day boundaries (Pakistan time).
        db.execute<{ stage: WorkStage; n: number; overdue: number; due_this_week: number }>(sql`
        select stage, count(*)::int as n,
               count(*) filter (where stage <> 'ready' and due_date < ${today})::int as overdue,
               count(*) filter (where stage <> 'ready' and due_date between ${today} and ${weekEnd})::int as due_this_week
        from workshop_jobs
        where cancelled_at is null and (stage <> 'ready' or updated_at >= now() - interval '7 days')
        group by stage`),
      ]);
    const byStatus = Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, statuses.rows.find((r) => r.status === s)?.n ?? 0]),
    ) as Record<OrderStatus, number>;
    const c = counts.rows[0]!;
    const p = preorderFigures.rows[0]!;
    return {
      revenue: { total: revenue.rows[0]!.total, thisMonth: revenue.rows[0]!.month },
      ordersByStatus: byStatus,
      totalOrders: Object.values(byStatus).reduce((a, b) => a + b, 0),
      customers: c.customers,
      products: { total: c.products, active: c.active_products },
      outOfStockSizes: c.out_of_stock_sizes,
      pendingPayments: c.pending_payments,
      refundsDue: { count: c.refunds_due, amount: c.refunds_due_amount },
      // The list stops at 20 products; the count says how many there are in all.
      lowStockProducts: c.low_stock_products,
      lowStock: lowStock.rows.map((r) => ({ prodId: r.prod_id, name: r.name, sizes: r.sizes })),
      beforeYouOpen: launchChecklist({
        payment,
        activeDemoProducts: c.active_demo_products,
        publicUrlSet,
        mailServerSet,
      }),
      // The chart's revenue follows the total's (D15); its order count is the orders placed that day whose money it counts.
      revenueByDay: daily.rows.map((d) => ({
        ...d,
        revenue: d.revenue + (preorderDaily.rows.find((row) => row.day === d.day)?.revenue ?? 0),
      })),
      preorders: {
        pending: p.pending,
        inProduction: p.production,
        awaitingFinalPayment: p.awaiting_final,
        depositsReceived: p.deposits_received,
        balancesDue: p.balances_due,
      },
      workshop: {
        overdue: jobs.rows.reduce((sum, r) => sum + r.overdue, 0),
        dueThisWeek: jobs.rows.reduce((sum, r) => sum + r.due_this_week, 0),
        byStage: Object.fromEntries(
          WORK_STAGES.map((stage) => [stage, jobs.rows.find((r) => r.stage === stage)?.n ?? 0]),
        ) as Record<WorkStage, number>,
      },
      paymentsDueSoonCount: dueSoon.rows[0]?.n ?? 0,
      paymentsDueSoon: dueSoon.rows.map((r) => ({
        _id: r.id,
        trackingId: r.tracking_id,
        customerName: r.customer_name,
        totalAmount: r.total,
        paymentDueAt: new Date(r.payment_due_at).toISOString(),
        minutesLeft: r.minutes_left,
      })),
      recentOrders: recent.rows.map((r) => ({
        _id: r.id,
        trackingId: r.tracking_id,
        customerName: r.customer_name,
        totalAmount: r.total,
        status: r.status,
        paymentStatus: r.payment_status,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
  return { summary };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
