// The admin's customer list (SPEC §2 Customers tab, §9): non-admin accounts and guest buyers (customer-figures.ts) with
// their order totals computed in SQL with their preorders (cancelled orders not counted as spent, preorder payments
// counted once paid: D15), filters, stats, and one customer's last 5 orders.
import { sql, type SQL } from 'drizzle-orm';
import { splitName, type Address, type Role } from '../../../domain/accounts.ts';
import { HIGH_VALUE_MIN_ORDERS } from '../../../domain/limits.ts';
import type { OrderStatus, RefundMethod } from '../../../domain/orders.ts';
import type { CustomerListQuery } from '../../../domain/schemas/accounts.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { everyone, ordersOf } from './customer-figures.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type CustomerRow = {
  id: string;
  guest: boolean;
  name: string;
  email: string;
  phone_number: string;
  address: Address;
  role: Role;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  total_orders: number;
  total_spent: number;
  last_order_date: Date | null;
};

/** Every customer with their figures, as a table the filters read by column name. */
const withTotals = sql`select * from (${everyone}) as c where true`;

function toCustomer(r: CustomerRow) {
  return {
    _id: r.id,
    guest: r.guest,
    name: r.name,
    ...splitName(r.name),
    email: r.email,
    phoneNumber: r.phone_number,
    address: r.address,
    role: r.role,
    isActive: r.is_active,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    totalOrders: r.total_orders,
    totalSpent: r.total_spent,
    lastOrderDate: r.last_order_date ? new Date(r.last_order_date).toISOString() : null,
  };
}

export function createCustomersService({ db }: { db: Database }) {
  async function list(query: CustomerListQuery) {
    const where: SQL[] = [];
    if (query.filter === 'active') where.push(sql`c.is_active`);
    if (query.filter === 'inactive') where.push(sql`not c.is_active`);
    if (query.filter === 'high-value') where.push(sql`c.total_orders >= ${HIGH_VALUE_MIN_ORDERS}`);
    if (query.role) where.push(sql`c.role = ${query.role}`);
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(sql`(c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone_number ilike ${pattern})`);
    }
    const extra = where.length ? sql` and ${sql.join(where, sql` and `)}` : sql``;
    const grouped = sql`${withTotals}${extra}`;
    const [page, total, stats] = await Promise.all([
      db.execute<CustomerRow>(
        sql`${grouped} order by c.created_at desc, c.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      ),
      db.execute<{ n: number }>(sql`select count(*)::int as n from (${grouped}) as matching`),
      db.execute<{ total: number; active_this_month: number; high_value: number; new_this_week: number }>(sql`
        select count(*)::int as total,
               count(*) filter (where last_order_date >= date_trunc('month', now()))::int as active_this_month,
               count(*) filter (where total_orders >= ${HIGH_VALUE_MIN_ORDERS})::int as high_value,
               count(*) filter (where created_at >= now() - interval '7 days')::int as new_this_week
        from (${everyone}) as everyone`),
    ]);
    const n = total.rows[0]!.n;
    const s = stats.rows[0]!;
    return {
      customers: page.rows.map(toCustomer),
      total: n,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(n / query.limit)),
      stats: {
        total: s.total,
        activeThisMonth: s.active_this_month,
        highValue: s.high_value,
        newThisWeek: s.new_this_week,
      },
    };
  }

  /** One customer or guest (by the list's id) with their last 5 orders (the detail modal). */
  async function customer(id: string) {
    const { rows } = await db.execute<CustomerRow>(sql`${withTotals} and c.id = ${id}`);
    if (!rows[0]) throw notFound('Customer not found');
    const recent = await db.execute<{
      id: string;
      tracking_id: string;
      status: OrderStatus;
      total: number;
      created_at: Date;
      refund_amount: number | null;
      refund_method: RefundMethod | null;
      refund_due_at: Date | null;
      refunded_at: Date | null;
    }>(
      sql`select id, tracking_id, status, total, created_at, refund_amount, refund_method, refund_due_at, refunded_at
          from orders where id in (${ordersOf(id)})
          order by created_at desc limit 5`,
    );
    return {
      ...toCustomer(rows[0]),
      orders: recent.rows.map((o) => ({
        _id: o.id,
        trackingId: o.tracking_id,
        status: o.status,
        totalAmount: o.total,
        createdAt: new Date(o.created_at).toISOString(),
        refund:
          o.refund_due_at && o.refund_amount !== null && o.refund_method
            ? {
                amount: o.refund_amount,
                method: o.refund_method,
                dueAt: new Date(o.refund_due_at).toISOString(),
                refundedAt: o.refunded_at ? new Date(o.refunded_at).toISOString() : null,
              }
            : null,
      })),
    };
  }

  return { list, customer };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
