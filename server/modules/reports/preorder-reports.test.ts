// The reports with preorders (DECISIONS D15), against hand-computed figures: preorder rows inserted as the preorders
// module stores them, then the dashboard's preorder counts and money, revenue, and customers' totals read back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedTimeline, preorderAmounts, type PreorderStatus } from '../../../domain/preorders.ts';
import type { PaymentStatus } from '../../../domain/orders.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(() => t.close());

interface PreorderRow {
  originalAmount: number;
  status?: PreorderStatus;
  initial?: PaymentStatus;
  final?: PaymentStatus;
  deliveryCharge?: number;
  userId?: string;
  daysAgo?: number;
  /** When staff confirmed the final payment, if not on the day it was placed. */
  finalPaidDaysAgo?: number;
}

let serial = 0;
async function insertPreorder(row: PreorderRow) {
  const placedAt = new Date(Date.now() - (row.daysAgo ?? 0) * 86_400_000);
  const est = estimatedTimeline(placedAt);
  serial += 1;
  await t.database.db.insert(preorders).values({
    preorderId: `PO-TEST-${String(serial).padStart(4, '2')}-AAAA`,
    userId: row.userId ?? null,
    status: row.status ?? 'pending',
    paymentMethod: 'bank',
    customerName: 'Sana Ahmed',
    customerEmail: 'sana@example.pk',
    customerPhone: '03001234567',
    shippingAddress: { street: '1 Mall Road', city: 'Lahore', state: 'Lahore', zipCode: '54000', country: 'Pakistan' },
    itemCount: 1,
    originalAmount: row.originalAmount,
    initialAmount: preorderAmounts(row.originalAmount, null).payNow,
    initialPaymentStatus: row.initial ?? 'pending',
    finalPaymentStatus: row.final ?? 'pending',
    initialPaidAt: row.initial === 'paid' ? placedAt : null,
    finalPaidAt:
      row.final === 'paid' ? new Date(Date.now() - (row.finalPaidDaysAgo ?? row.daysAgo ?? 0) * 86_400_000) : null,
    deliveryCharge: row.deliveryCharge ?? null,
    estProductionStart: est.productionStart,
    estProductionEnd: est.productionEnd,
    estReadyForDelivery: est.readyForDelivery,
    estDelivery: est.estimatedDelivery,
    createdAt: placedAt,
  });
}

const dashboard = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) })).json();

describe('reports with preorders', () => {
  it('counts preorders to act on, deposits received, balances due, and paid preorder money as revenue', async () => {
    const before = await dashboard();
    expect(before.preorders).toEqual({
      pending: 0,
      inProduction: 0,
      awaitingFinalPayment: 0,
      depositsReceived: 0,
      balancesDue: 0,
    });

    await insertPreorder({ originalAmount: 5001 }); // pending, nothing paid: deposit 2501 not received
    await insertPreorder({ originalAmount: 4000, status: 'production', initial: 'paid' }); // 2000 received
    // Ready: deposit 3000 of 6000 received; delivery 300 set, so the final 3000 + 300 = 3300 is due.
    await insertPreorder({ originalAmount: 6000, status: 'packaging', initial: 'paid', deliveryCharge: 300 });
    // Both paid: 1000 + 1000 + 250 = 2250, all received; nothing due.
    await insertPreorder({
      originalAmount: 2000,
      status: 'shipped_delivered',
      initial: 'paid',
      final: 'paid',
      deliveryCharge: 250,
    });
    // Cancelled after its deposit was paid: the 700 received still counts (D15); its balance is not due.
    await insertPreorder({ originalAmount: 1400, status: 'cancelled', initial: 'paid', deliveryCharge: 100 });
    // Paid 40 days ago: revenue in all, not this month.
    await insertPreorder({ originalAmount: 800, status: 'production', initial: 'paid', daysAgo: 40 });
    // Placed and its deposit paid 40 days ago, its final 500 + 200 confirmed today: only the final is today's money.
    await insertPreorder({
      originalAmount: 1000,
      status: 'shipped_delivered',
      initial: 'paid',
      final: 'paid',
      deliveryCharge: 200,
      daysAgo: 40,
      finalPaidDaysAgo: 0,
    });

    const d = await dashboard();
    expect(d.preorders).toEqual({
      pending: 1,
      inProduction: 2,
      awaitingFinalPayment: 1,
      depositsReceived: 2000 + 3000 + 1000 + 700 + 400 + 500,
      balancesDue: 3300,
    });
    expect(d.revenue.total - before.revenue.total).toBe(2000 + 3000 + 2250 + 700 + 400 + 1200);
    expect(d.revenue.thisMonth - before.revenue.thisMonth).toBe(2000 + 3000 + 2250 + 700 + 700);
    expect(d.revenueByDay.at(-1).revenue - before.revenueByDay.at(-1).revenue).toBe(2000 + 3000 + 2250 + 700 + 700);
  });

  it('adds a customer’s preorders to their order count, what they spent and their last order date', async () => {
    const buyer = await registerCustomer(t, { name: 'Preorder Buyer' });
    await insertPreorder({ originalAmount: 3000, userId: buyer._id, initial: 'paid', daysAgo: 3 }); // 1500
    await insertPreorder({ originalAmount: 999, userId: buyer._id }); // nothing paid yet
    await insertPreorder({
      originalAmount: 2000,
      userId: buyer._id,
      initial: 'paid',
      final: 'paid',
      deliveryCharge: 200,
      daysAgo: 1,
    }); // 2200

    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers?search=${encodeURIComponent('Preorder Buyer')}`,
        headers: bearer(admin),
      })
    ).json();
    expect(page.customers).toHaveLength(1);
    expect(page.customers[0]).toMatchObject({ totalOrders: 3, totalSpent: 1500 + 2200 });
    const [newest] = (
      await t.database.db.execute<{ at: Date }>(
        sql`select max(created_at) as at from preorders where user_id = ${buyer._id}`,
      )
    ).rows;
    expect(page.customers[0].lastOrderDate).toBe(new Date(newest!.at).toISOString());

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/customers/${buyer._id}`, headers: bearer(admin) })
    ).json();
    expect(detail).toMatchObject({ totalOrders: 3, totalSpent: 3700 });
  });
});
