// The signed-in shopper's wishlist through the API: own list only, live products, no duplicates, and the sign-in merge.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistView } from '../../../domain/schemas/wishlist-views.ts';
import { products } from '../../db/schema/catalog.ts';
import { bearer, registerCustomer } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let kurta: string;
let frock: string;
let shalwar: string;
beforeAll(async () => {
  t = await buildTestApp();
  kurta = (await createProduct(t.database.db, t.app.services, { name: 'Ajrak Kurta', price: 4200 })).prodId;
  frock = (await createProduct(t.database.db, t.app.services, { name: 'Girls Frock', category: 'girl' })).prodId;
  shalwar = (await createProduct(t.database.db, t.app.services, { name: 'Boys Shalwar', category: 'boy' })).prodId;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/users/wishlist${url}`, headers: bearer(token), payload: payload as object });

describe('wishlist of a signed-in shopper', () => {
  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/wishlist' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/wishlist/${kurta}` })).statusCode).toBe(401);
  });

  it('adds products once, with their summary, newest first, and removes them', async () => {
    const me = await registerCustomer(t);
    await call(me.token, 'PUT', `/${kurta}`);
    await call(me.token, 'PUT', `/${frock}`);
    const twice = await json(await call(me.token, 'PUT', `/${kurta}`), wishlistView);
    expect(twice.items.map((i) => i.prodId)).toEqual([frock, kurta]);
    expect(twice.items[1]!.product).toMatchObject({
      prodId: kurta,
      name: 'Ajrak Kurta',
      price: 4200,
      category: 'women',
      imageId: expect.any(String),
    });
    const removed = await json(await call(me.token, 'DELETE', `/${frock}`), wishlistView);
    expect(removed.items.map((i) => i.prodId)).toEqual([kurta]);
    expect((await json(await call(me.token, 'GET', ''), wishlistView)).items.map((i) => i.prodId)).toEqual([kurta]);
  });

  it('keeps each shopper’s list to themselves', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    await call(me.token, 'PUT', `/${shalwar}`);
    expect((await json(await call(other.token, 'GET', ''), wishlistView)).items).toEqual([]);
  });

  it('refuses an unknown product and drops one that is no longer sold', async () => {
    const me = await registerCustomer(t);
    expect((await call(me.token, 'PUT', '/NOPE-1')).statusCode).toBe(404);
    const retired = (await createProduct(t.database.db, t.app.services, { name: 'Retired Dupatta' })).prodId;
    await call(me.token, 'PUT', `/${retired}`);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.prodId, retired));
    expect((await json(await call(me.token, 'GET', ''), wishlistView)).items).toEqual([]);
  });

  it('merges the guest list on sign-in: new items appended with a new addedAt, saved ones keep theirs', async () => {
    const me = await registerCustomer(t);
    const saved = (await json(await call(me.token, 'PUT', `/${kurta}`), wishlistView)).items[0]!;
    const guest = [
      { prodId: kurta, addedAt: '2020-01-01T00:00:00.000Z' },
      { prodId: frock, addedAt: '2020-01-01T00:00:00.000Z' },
      { prodId: 'GONE-404', addedAt: '2020-01-01T00:00:00.000Z' },
    ];
    const merged = await json(await call(me.token, 'POST', '/merge', { items: guest }), wishlistView);
    expect(merged.items.map((i) => i.prodId).sort()).toEqual([frock, kurta].sort());
    expect(merged.items.find((i) => i.prodId === kurta)!.addedAt).toBe(saved.addedAt);
    expect(Date.parse(merged.items.find((i) => i.prodId === frock)!.addedAt)).toBeGreaterThan(Date.parse('2024-01-01'));
  });

  it('validates the merge payload', async () => {
    const me = await registerCustomer(t);
    expect((await call(me.token, 'POST', '/merge', { items: 'all' })).statusCode).toBe(400);
    expect(
      (await call(me.token, 'POST', '/merge', { items: Array.from({ length: 101 }, (_, i) => ({ prodId: `P-${i}` })) }))
        .statusCode,
    ).toBe(400);
  });
});
