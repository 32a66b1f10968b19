// Orders against real server processes: two app instances on one database never oversell, and kill -9 in the middle
// of a burst of orders loses no acknowledged order and leaves stock matching the orders.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/harness.ts';
import { orderPayload } from '../../test/orders.ts';
import { exitOf, requireProductionBuild, startShop } from '../../test/shop-process.ts';

const children: ChildProcess[] = [];
let dataDir: string;
let database: DatabaseHandle;
let databaseUrl: string;
let screenshot: Buffer;

beforeAll(async () => {
  requireProductionBuild();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-orders-'));
  database = await freshDatabase();
  databaseUrl = database.pool.options.connectionString!;
  screenshot = await sharp({ create: { width: 120, height: 200, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Each simulated shopper comes from their own address (the shop trusts X-Forwarded-For here, as behind a proxy). */
/** Shopper n: their own address, and their own browser's upload token (their screenshot is theirs to attach). */
const from = (n: number) => ({
  'content-type': 'application/json',
  'x-forwarded-for': `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  'x-upload-token': `test-shopper-${n}-upload-token-0123456789abcdef`,
});

async function productWithStock(prodId: string, stock: number): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into products (prod_id, name, description, price, category, colors) values ($1, 'Block Print Kurta', 'Handmade.', 3000, 'women', '{Indigo}') returning id`,
    [prodId],
  );
  await database.pool.query(`insert into product_stock (product_id, size, stock) values ($1, 'S', $2)`, [
    rows[0]!.id,
    stock,
  ]);
  return rows[0]!.id;
}

async function placeGuestOrder(base: string, n: number, prodId: string): Promise<Response> {
  const asked = await fetch(`${base}/api/images/public-upload`, {
    method: 'POST',
    headers: from(n),
    body: JSON.stringify({
      fileName: 'proof.png',
      fileType: 'image/png',
      bucketName: 'payment-screenshots',
      fileSize: screenshot.length,
    }),
  });
  const { signedUrl, fileUrl } = (await asked.json()) as { signedUrl: string; fileUrl: string };
  // As the browser does: a busy re-encode queue (503) is tried again after its Retry-After.
  const put = () =>
    fetch(`${base}${signedUrl}`, {
      method: 'PUT',
      headers: { ...from(n), 'content-type': 'image/png' },
      body: new Uint8Array(screenshot),
    });
  for (let sent = await put(); sent.status === 503; sent = await put()) await new Promise((r) => setTimeout(r, 200));
  const payload = orderPayload([{ prodId, price: 3000 }], fileUrl, {
    guestInfo: { name: `Shopper ${n}`, email: `shopper${n}@example.pk`, phoneNumber: '03001234567' },
  });
  return fetch(`${base}/api/orders/guest`, { method: 'POST', headers: from(n), body: JSON.stringify(payload) });
}

const stockOf = async (productId: string) =>
  (await database.pool.query<{ stock: number }>(`select stock from product_stock where product_id = $1`, [productId]))
    .rows[0]!.stock;

describe('orders across processes', { timeout: 120_000 }, () => {
  it('two app processes on one database sell 5 pieces to exactly 5 of 50 shoppers', async () => {
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' };
    const [a, b] = await Promise.all([startShop(dataDir, children, env), startShop(dataDir, children, env)]);
    const productId = await productWithStock('TWO-PROC-1', 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => placeGuestOrder(n % 2 ? a.base : b.base, n, 'TWO-PROC-1')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(productId)).toBe(0);
    for (const shop of [a, b]) shop.child.kill('SIGTERM');
    await Promise.all([exitOf(a.child), exitOf(b.child)]);
  });

  it('loses no acknowledged order to kill -9 in the middle of a burst, and stock matches the orders', async () => {
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' };
    const productId = await productWithStock('CRASH-1', 500);
    const shop = await startShop(dataDir, children, env);
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 40 }, (_, n) =>
      placeGuestOrder(shop.base, 1000 + n, 'CRASH-1')
        .then(async (r) => {
          if (r.status === 201) acknowledged.push(((await r.json()) as { trackingId: string }).trackingId);
        })
        .catch(() => undefined),
    );
    // Kill once some orders are acknowledged and others are still in flight.
    for (let waited = 0; acknowledged.length < 5 && waited < 20_000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    shop.child.kill('SIGKILL');
    await Promise.all(burst);
    await exitOf(shop.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    const restarted = await startShop(dataDir, children, env);
    for (const trackingId of acknowledged) {
      const tracked = await fetch(`${restarted.base}/api/orders/track/${trackingId}`, { headers: from(7) });
      expect(tracked.status).toBe(200);
      expect(((await tracked.json()) as { items: unknown[] }).items).toHaveLength(1);
    }
    const { rows } = await database.pool.query<{ sold: number; lines: number; orders: number }>(
      `select coalesce(sum(oi.quantity), 0)::int as sold, count(oi.id)::int as lines, count(distinct o.id)::int as orders
       from orders o left join order_items oi on oi.order_id = o.id where oi.prod_id = 'CRASH-1' or oi.id is null`,
    );
    expect(rows[0]!.lines).toBe(rows[0]!.orders);
    expect(await stockOf(productId)).toBe(500 - rows[0]!.sold);
    restarted.child.kill('SIGTERM');
    await exitOf(restarted.child);
  });
});
