// Shared pages through the real app and database: a write drops exactly the pages showing what it changed, and
// tracking parameters and cookies get the same shared page. A product renamed in the database behind the app's back
// tells a page served from the cache (old name) from one rendered again (new name).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../domain/schemas/order-views.ts';
import { products } from '../db/schema/catalog.ts';
import { bearer, randomIp, signedInAs } from '../test/accounts.ts';
import { json } from '../test/answers.ts';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../test/orders.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ storefront: true });
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** A product with a name of its own, so a page shows whether it was rendered before or after a rename. */
async function product(name: string, sizeStock: Record<string, number> = { S: 5 }) {
  return { ...(await createProduct(t.database.db, t.app.services, { name, price: 3000, sizeStock })), name };
}

/** Renames a product without telling the caches, as a change made straight in the database (psql) would. */
const renameBehindTheAppsBack = async (id: string, name: string) =>
  t.database.db.update(products).set({ name }).where(eq(products.id, id));

async function placeOrder(prodId: string, quantity = 1) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    remoteAddress: randomIp(),
    payload: orderPayload([{ prodId, price: 3000, quantity }], await uploadScreenshot(t)),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json(placed, orderViewSchema);
}

const setStatus = async (orderId: string, status: string) => {
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(admin),
    // Shipping needs the courier or the explicit 'no tracking number' (issue 17).
    payload: status === 'shipped' ? { status, noTracking: true } : { status },
  });
  expect(changed.statusCode, changed.body).toBe(200);
};

describe('shared pages', () => {
  it("show an admin's price edit and stock change on the next load, and a sell-out on the shop's cards", async () => {
    const kurta = await product('Ajrak Price Kurta');
    expect(await page(`/product/${kurta.prodId}`)).toContain('content="3000"');
    const view = (await t.app.inject({ method: 'GET', url: `/api/products/${kurta.id}` })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${kurta.id}`,
      headers: bearer(admin),
      payload: {
        name: view.name,
        description: view.description,
        price: 4200,
        category: view.category,
        sizeStock: view.sizeStock,
        colors: view.colors,
        images: view.images.map((i: { url: string }) => ({ imageURL: i.url })),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await page(`/product/${kurta.prodId}`)).toContain('content="4200"');

    const shop = `/shop?search=${encodeURIComponent('Ajrak Price')}`;
    expect(await page(shop)).not.toContain('Sold out');
    const stock = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${kurta.id}/stock/S`,
      headers: bearer(admin),
      payload: { stock: 0 },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(await page(`/product/${kurta.prodId}`)).toContain('schema.org/OutOfStock');
    expect(await page(shop)).toContain('Sold out');
  });

  it("an order drops its products' pages only; a status change that moves no stock drops nothing", async () => {
    const ordered = await product('Chikankari Ordered Frock');
    const other = await product('Phulkari Other Dupatta');
    const shop = `/shop?search=${encodeURIComponent('Chikankari Ordered')}`;
    for (const url of [`/product/${ordered.prodId}`, `/product/${other.prodId}`, shop]) await page(url);
    await renameBehindTheAppsBack(ordered.id, 'Renamed Ordered Frock');
    await renameBehindTheAppsBack(other.id, 'Renamed Other Dupatta');

    const order = await placeOrder(ordered.prodId);
    expect(await page(`/product/${other.prodId}`)).toContain(other.name);
    // 4 of 5 left: the shop's card looks the same, so the shop's page stays too.
    expect(await page(shop)).toContain(ordered.name);
    const orderedPage = await page(`/product/${ordered.prodId}`);
    expect(orderedPage).toContain('Renamed Ordered Frock');

    // Processing and shipped move no stock: the page (rendered after the order) is kept.
    await renameBehindTheAppsBack(ordered.id, 'Renamed Again Frock');
    await setStatus(order._id, 'processing');
    await setStatus(order._id, 'shipped');
    expect(await page(`/product/${ordered.prodId}`)).toContain('Renamed Ordered Frock');
    // Cancelling returns the stock: the page is rendered again.
    await setStatus(order._id, 'cancelled');
    expect(await page(`/product/${ordered.prodId}`)).toContain('Renamed Again Frock');
  });

  it('answers ?fbclid=, utm_* and other unknown parameters with the page of the bare address; filters get their own', async () => {
    const shawl = await product('Karandi Tracked Shawl');
    expect(await page('/shop')).toContain(shawl.name);
    expect(await page(`/product/${shawl.prodId}`)).toContain(shawl.name);
    await renameBehindTheAppsBack(shawl.id, 'Renamed Tracked Shawl');

    expect(await page('/shop?fbclid=IwAR3xyz')).toContain(shawl.name);
    expect(await page('/shop?utm_source=instagram&utm_medium=story&gclid=abc')).toContain(shawl.name);
    const fromAd = await page(`/product/${shawl.prodId}?utm_campaign=eid&fbclid=x`);
    expect(fromAd).toContain(shawl.name);
    expect(fromAd).not.toContain('utm_campaign');
    expect(await page('/shop?category=women&fbclid=x')).toContain('Renamed Tracked Shawl');
  });

  it('gives a request with cookies the shared page', async () => {
    const lehenga = await product('Gota Cookie Lehenga');
    expect(await page(`/product/${lehenga.prodId}`)).toContain(lehenga.name);
    await renameBehindTheAppsBack(lehenga.id, 'Renamed Cookie Lehenga');
    const withCookies = await page(`/product/${lehenga.prodId}`, { cookie: '_ga=GA1.1.123; _fbp=fb.1.2' });
    expect(withCookies).toContain(lehenga.name);
  });
});
