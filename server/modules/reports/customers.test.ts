// The admin's customer list through the API: order totals by SQL, the spec's filters and stats, one customer's last
// 5 orders; admins only, admins never listed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/customers${query}`, headers: bearer(admin) });

describe('GET /api/admin/customers', () => {
  it('totals each customer’s orders, filters and counts as the Customers tab needs', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1000, sizeStock: { S: 100 } });
    const loyal = await registerCustomer(t, { name: 'Loyal Buyer' });
    const quiet = await registerCustomer(t, { name: 'Quiet Browser' });
    const gone = await registerCustomer(t, { name: 'Gone Away' });
    await signedInAs(t, 'worker');
    for (let i = 0; i < 11; i++) {
      const payload = orderPayload([{ prodId: product.prodId, price: 1000 }], await uploadScreenshot(t, loyal.token));
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(loyal.token), payload })).statusCode,
      ).toBe(201);
    }
    const [last] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, loyal._id))
      .limit(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${last!.id}/status`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone._id));
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(users.id, quiet._id));

    const everyone = (await list()).json();
    expect(everyone.customers.map((c: { role: string }) => c.role)).not.toContain('admin');
    const loyalRow = everyone.customers.find((c: { _id: string }) => c._id === loyal._id);
    expect(loyalRow).toMatchObject({ totalOrders: 11, totalSpent: 10 * 1400, lastOrderDate: expect.any(String) });
    expect(everyone.customers.find((c: { _id: string }) => c._id === quiet._id)).toMatchObject({
      totalOrders: 0,
      totalSpent: 0,
      lastOrderDate: null,
    });
    expect(everyone.stats).toEqual({ total: 4, activeThisMonth: 1, highValue: 1, newThisWeek: 3 });

    expect((await list('?filter=high-value')).json().customers.map((c: { _id: string }) => c._id)).toEqual([loyal._id]);
    expect((await list('?filter=inactive')).json().customers.map((c: { _id: string }) => c._id)).toEqual([gone._id]);
    expect((await list('?role=worker')).json().total).toBe(1);
    expect((await list('?search=quiet')).json().customers.map((c: { name: string }) => c.name)).toEqual([
      'Quiet Browser',
    ]);
    expect((await list('?limit=2')).json()).toMatchObject({ totalPages: 2 });

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/customers/${loyal._id}`, headers: bearer(admin) })
    ).json();
    expect(detail.orders).toHaveLength(5);
    expect(detail).toMatchObject({ name: 'Loyal Buyer', totalOrders: 11 });
  });

  it('is for admins only', async () => {
    for (const role of ['coordinator', 'worker', 'customer'] as const) {
      const caller = await signedInAs(t, role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: bearer(caller.token) })).statusCode,
      ).toBe(403);
    }
  });
});
