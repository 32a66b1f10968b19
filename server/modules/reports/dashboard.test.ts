// The dashboard's figures against a hand-computed fixture: orders placed through the API, one cancelled, one from
// last month, low and empty sizes, payment deadlines due within 12 hours; admin only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { orders } from '../../db/schema/orders.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function place(prodId: string, price: number, quantity: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    remoteAddress: randomIp(),
    payload: orderPayload([{ prodId, price, quantity }], await uploadScreenshot(t)),
  });
  return json(response, orderViewSchema);
}

describe('GET /api/admin/dashboard', () => {
  it('matches the hand-computed figures', async () => {
    const admin = await signedInAs(t, 'admin');
    await registerCustomer(t);
    await registerCustomer(t);
    const kurta = await createProduct(t.database.db, t.app.services, {
      name: 'Kurta',
      price: 3000,
      // Empty sizes out of the shop's order: the list must still read XS, M, XXL.
      sizeStock: { S: 12, XXL: 0, M: 0, XS: 0 },
    });
    const frock = await createProduct(t.database.db, t.app.services, {
      name: 'Frock',
      price: 2000,
      sizeStock: { S: 30 },
    });
    const dupatta = await createProduct(t.database.db, t.app.services, {
      name: 'Dupatta',
      price: 1500,
      sizeStock: { L: 5, S: 50 },
    });
    await createProduct(t.database.db, t.app.services, { name: 'Old', isActive: false, sizeStock: { S: 0 } });

    const a = await place(kurta.prodId, 3000, 2); // 6000 + 400 = 6400, this month
    const b = await place(frock.prodId, 2000, 1); // 2000 + 400 = 2400, moved to last month below
    const c = await place(frock.prodId, 2000, 3); // 6000 + 400 = 6400, cancelled
    expect([a.totalAmount, b.totalAmount, c.totalAmount]).toEqual([6400, 2400, 6400]);
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(orders.id, b._id));
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${c._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${a._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'shipped', noTracking: true },
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const d = response.json();
    // Cancelled orders excluded; "this month" in Pakistan time holds order a, not b (40 days old).
    expect(d.revenue).toEqual({ total: 6400 + 2400, thisMonth: 6400 });
    expect(d.ordersByStatus).toEqual({ pending: 1, processing: 0, shipped: 1, delivered: 0, cancelled: 1 });
    expect(d.totalOrders).toBe(3);
    expect(d.customers).toBe(2);
    expect(d.products).toEqual({ total: 4, active: 3 });
    // Kurta S 12 - 2 = 10 (low), Kurta XS, M, XXL 0 (out); Frock S back to 30 - 1 = 29 after the cancel returned 3.
    // Low stock counts products, not sizes: Kurta (four sizes) and Dupatta (L); the inactive Old is left out.
    expect(d.outOfStockSizes).toBe(3);
    expect(d.lowStockProducts).toBe(2);
    expect(d.lowStock).toEqual([
      {
        prodId: kurta.prodId,
        name: 'Kurta',
        sizes: [
          { size: 'XS', stock: 0 },
          { size: 'S', stock: 10 },
          { size: 'M', stock: 0 },
          { size: 'XXL', stock: 0 },
        ],
      },
      { prodId: dupatta.prodId, name: 'Dupatta', sizes: [{ size: 'L', stock: 5 }] },
    ]);
    expect(d.pendingPayments).toBe(2);
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay.at(-1)).toMatchObject({ revenue: 6400, orders: 1 });
    expect(d.recentOrders.map((o: { _id: string }) => o._id)).toEqual([c._id, a._id, b._id]);
  });

  it('lists the unpaid open orders whose payment deadline falls within the next 12 hours, soonest first', async () => {
    const admin = await signedInAs(t, 'admin');
    const shawl = await createProduct(t.database.db, t.app.services, {
      name: 'Shawl',
      price: 1500,
      sizeStock: { S: 20 },
    });
    const [in2h, in11h, in13h, paid, cancelled, passed] = [
      await place(shawl.prodId, 1500, 1),
      await place(shawl.prodId, 1500, 2),
      await place(shawl.prodId, 1500, 1),
      await place(shawl.prodId, 1500, 1),
      await place(shawl.prodId, 1500, 1),
      await place(shawl.prodId, 1500, 1),
    ];
    const dueIn = (id: string, interval: string) =>
      t.database.db
        .update(orders)
        .set({ paymentDueAt: sql`now() + ${interval}::interval` })
        .where(eq(orders.id, id));
    await dueIn(in2h._id, '2 hours');
    await dueIn(in11h._id, '11 hours');
    await dueIn(in13h._id, '13 hours');
    await dueIn(paid._id, '1 hour');
    await dueIn(cancelled._id, '1 hour');
    await dueIn(passed._id, '-1 minute');
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${paid._id}/payment`,
      headers: bearer(admin.token),
      payload: { paymentStatus: 'paid' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${cancelled._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    });

    const d = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin.token) })).json();
    expect(d.paymentsDueSoonCount).toBe(2);
    expect(d.paymentsDueSoon).toEqual([
      {
        _id: in2h._id,
        trackingId: in2h.trackingId,
        customerName: 'Hira Baig',
        totalAmount: 1900,
        paymentDueAt: expect.any(String),
        minutesLeft: 120,
      },
      {
        _id: in11h._id,
        trackingId: in11h.trackingId,
        customerName: 'Hira Baig',
        totalAmount: 3400,
        paymentDueAt: expect.any(String),
        minutesLeft: 660,
      },
    ]);
    expect(new Date(d.paymentsDueSoon[0].paymentDueAt).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
  });

  it('is for admins only', async () => {
    for (const role of ['coordinator', 'worker', 'customer'] as const) {
      const caller = await signedInAs(t, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(caller.token) })).statusCode,
      ).toBe(403);
    }
  });
});
