// The dashboard's figures against a hand-computed fixture: orders placed through the API, one cancelled, one from
// last month, low and empty sizes; admin only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function place(prodId: string, price: number, quantity: number) {
  const response = await t.app.inject({ method: 'POST', url: '/api/orders/guest', remoteAddress: randomIp(), payload: orderPayload([{ prodId, price, quantity }], await uploadScreenshot(t)) });
  return response.json() as { _id: string; totalAmount: number };
}

describe('GET /api/admin/dashboard', () => {
  it('matches the hand-computed figures', async () => {
    const admin = await signedInAs(t, 'admin');
    await registerCustomer(t);
    await registerCustomer(t);
    const kurta = await createProduct(t.database.db, t.app.services, { name: 'Kurta', price: 3000, sizeStock: { S: 12, M: 0 } });
    const frock = await createProduct(t.database.db, t.app.services, { name: 'Frock', price: 2000, sizeStock: { S: 30 } });
    await createProduct(t.database.db, t.app.services, { name: 'Old', isActive: false, sizeStock: { S: 0 } });

    const a = await place(kurta.prodId, 3000, 2); // 6000 + 400 = 6400, this month
    const b = await place(frock.prodId, 2000, 1); // 2000 + 400 = 2400, moved to last month below
    const c = await place(frock.prodId, 2000, 3); // 6000 + 400 = 6400, cancelled
    expect([a.totalAmount, b.totalAmount, c.totalAmount]).toEqual([6400, 2400, 6400]);
    await t.database.db.update(orders).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(orders.id, b._id));
    await t.app.inject({ method: 'PUT', url: `/api/orders/${c._id}/status`, headers: bearer(admin.token), payload: { status: 'cancelled' } });
    await t.app.inject({ method: 'PUT', url: `/api/orders/${a._id}/status`, headers: bearer(admin.token), payload: { status: 'shipped' } });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const d = response.json();
    // Cancelled orders excluded; "this month" in Pakistan time holds order a, not b (40 days old).
    expect(d.revenue).toEqual({ total: 6400 + 2400, thisMonth: 6400 });
    expect(d.ordersByStatus).toEqual({ pending: 1, processing: 0, shipped: 1, delivered: 0, cancelled: 1 });
    expect(d.totalOrders).toBe(3);
    expect(d.customers).toBe(2);
    expect(d.products).toEqual({ total: 3, active: 2 });
    // Kurta S 12 - 2 = 10 (low), Kurta M 0 (out); Frock S back to 30 - 1 = 29 after the cancel returned 3.
    expect(d.outOfStockSizes).toBe(1);
    expect(d.lowStockSizes).toBe(2);
    expect(d.lowStock).toEqual([
      { prodId: kurta.prodId, name: 'Kurta', size: 'M', stock: 0 },
      { prodId: kurta.prodId, name: 'Kurta', size: 'S', stock: 10 },
    ]);
    expect(d.pendingPayments).toBe(2);
    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay.at(-1)).toMatchObject({ revenue: 6400, orders: 1 });
    expect(d.recentOrders.map((o: { _id: string }) => o._id)).toEqual([c._id, a._id, b._id]);
  });

  it('is for admins only', async () => {
    for (const role of ['coordinator', 'worker', 'customer'] as const) {
      const caller = await signedInAs(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(caller.token) })).statusCode).toBe(403);
    }
  });
});
