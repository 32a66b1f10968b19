// Staff inventory through the API: every product with stats and filters, activation, per-size stock with the
// lost-update guard, roles enforced, and the shop showing each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let coordinator: string;
let worker: string;
let customer: string;
let kurta: Awaited<ReturnType<typeof createProduct>>;
let hidden: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, coordinator, worker] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
  ]).then((all) => all.map((a) => a.token));
  customer = (await registerCustomer(t)).token;
  kurta = await createProduct(t.database.db, t.app.services, { name: 'Inventory Kurta', sizeStock: { S: 5, M: 3 } });
  hidden = await createProduct(t.database.db, t.app.services, {
    name: 'Hidden Frock',
    category: 'girl',
    isActive: false,
    sizeStock: { S: 0 },
  });
  await createProduct(t.database.db, t.app.services, { name: 'Plenty Shirt', category: 'boy', sizeStock: { L: 40 } });
});
afterAll(() => t.close());

const all = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/products/all${query}`, headers: bearer(token) });

describe('GET /api/products/all', () => {
  it('lists inactive products too, with stats, for every staff role; never for a customer', async () => {
    const body = (await all(worker)).json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Inventory Kurta', 'Hidden Frock', 'Plenty Shirt']),
    );
    expect(body.stats).toEqual({ total: 3, active: 2, inactive: 1, outOfStock: 1, lowStock: 1 });
    expect((await all(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/all' })).statusCode).toBe(401);
  });

  it('filters by status, category and stock level, 8 per page by default', async () => {
    expect((await all(admin, '?status=inactive')).json().products.map((p: { name: string }) => p.name)).toEqual([
      'Hidden Frock',
    ]);
    expect((await all(admin, '?category=boy')).json().products.map((p: { name: string }) => p.name)).toEqual([
      'Plenty Shirt',
    ]);
    expect((await all(admin, '?stockLevel=low')).json().products.map((p: { name: string }) => p.name)).toEqual([
      'Inventory Kurta',
    ]);
    expect((await all(admin, '?stockLevel=out')).json().products.map((p: { name: string }) => p.name)).toEqual([
      'Hidden Frock',
    ]);
    expect((await all(admin, '?search=plenty')).json().total).toBe(1);
    expect((await all(admin, '?limit=1&page=2')).json()).toMatchObject({ page: 2, totalPages: 3 });
    expect((await all(admin, '?stockLevel=some')).statusCode).toBe(400);
  });

  it('counts low stock per size: a product with plenty in one size and 10 or fewer in another is low', async () => {
    const t2 = await buildTestApp();
    try {
      const token = (await signedInAs(t2, 'admin')).token;
      await createProduct(t2.database.db, t2.app.services, { name: 'Uneven Kurta', sizeStock: { S: 40, M: 2 } });
      await createProduct(t2.database.db, t2.app.services, { name: 'Full Kurta', sizeStock: { S: 40, M: 11 } });
      await createProduct(t2.database.db, t2.app.services, { name: 'Gone Kurta', sizeStock: { S: 0, M: 0 } });
      const names = async (level: string) =>
        (await t2.app.inject({ method: 'GET', url: `/api/products/all?stockLevel=${level}`, headers: bearer(token) }))
          .json()
          .products.map((p: { name: string }) => p.name);
      expect(await names('low')).toEqual(['Uneven Kurta']);
      expect(await names('in')).toEqual(['Full Kurta']);
      expect(await names('out')).toEqual(['Gone Kurta']);
      const stats = (await t2.app.inject({ method: 'GET', url: '/api/products/all', headers: bearer(token) })).json()
        .stats;
      expect(stats).toMatchObject({ total: 3, lowStock: 1, outOfStock: 1 });
    } finally {
      await t2.close();
    }
  });
});

describe('PATCH /api/products/{id}/toggle-status', () => {
  it('lets only an admin hide or show a product, and the shop follows at once', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/products/${kurta.id}/toggle-status`,
          headers: bearer(coordinator),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/prod/${kurta.prodId}` })).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${kurta.id}/toggle-status`,
      headers: bearer(admin),
    });
    expect(off.json().product).toMatchObject({ prodId: kurta.prodId, isActive: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/prod/${kurta.prodId}` })).statusCode).toBe(404);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${kurta.id}/toggle-status`,
      headers: bearer(admin),
    });
    expect(on.json().product.isActive).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/products/00000000-0000-4000-8000-000000000000/toggle-status',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/products/{id}/stock/{size}', () => {
  const put = (token: string, size: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${kurta.id}/stock/${size}`,
      headers: bearer(token),
      payload: body,
    });

  it('sets one size for a coordinator and answers the spec fields; the product page shows it at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/products/prod/${kurta.prodId}` })).json();
    expect(before.sizeStock.S).toBe(5);
    const response = await put(coordinator, 'S', { stock: 12 });
    expect(response.json()).toEqual({ prodId: kurta.prodId, size: 'S', stock: 12, totalStock: 15 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/prod/${kurta.prodId}` })).json().sizeStock.S).toBe(
      12,
    );
    const added = await put(admin, 'XL', { stock: 2 });
    expect(added.json()).toMatchObject({ size: 'XL', stock: 2, totalStock: 17 });
  });

  it('refuses a worker, a customer, negative or fractional stock, and an unknown size', async () => {
    expect((await put(worker, 'S', { stock: 1 })).statusCode).toBe(403);
    expect((await put(customer, 'S', { stock: 1 })).statusCode).toBe(403);
    expect((await put(admin, 'S', { stock: -1 })).json().error).toBe('Stock must be a whole number of 0 or more');
    expect((await put(admin, 'S', { stock: 1.5 })).statusCode).toBe(400);
    expect((await put(admin, 'XXXL', { stock: 1 })).statusCode).toBe(400);
  });

  it('does not overwrite a sale made while the editor was open', async () => {
    await put(admin, 'M', { stock: 3 });
    // A sale takes one while the admin looks at "3".
    await t.database.db.execute(
      `update product_stock set stock = stock - 1 where product_id = '${kurta.id}' and size = 'M'`,
    );
    const stale = await put(admin, 'M', { stock: 10, expected: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ stock: 2 });
    expect((await put(admin, 'M', { stock: 10, expected: 2 })).json().stock).toBe(10);
  });

  it('leaves a hidden product hidden', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${hidden.id}/stock/S`,
      headers: bearer(admin),
      payload: { stock: 4 },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/prod/${hidden.prodId}` })).statusCode).toBe(404);
  });
});
