// Orders against a real server process: kill -9 in the middle of a burst of orders loses no acknowledged order and
// leaves stock matching the orders. (Two instances on one database never overselling is in server/fleet.test.ts.)
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema, trackingViewSchema } from '../../../domain/schemas/order-views.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { json } from '../../test/answers.ts';
import { freshDatabase } from '../../test/harness.ts';
import {
  placeGuestOrder,
  productWithStock,
  screenshotPng,
  shopperHeaders,
  stockOf,
} from '../../test/process-orders.ts';
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
  screenshot = await screenshotPng();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('orders across processes', { timeout: 120_000 }, () => {
  it('loses no acknowledged order to kill -9 in the middle of a burst, and stock matches the orders', async () => {
    const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' };
    const productId = await productWithStock(database, 'CRASH-1', 500);
    const shop = await startShop(dataDir, children, env);
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 40 }, (_, n) =>
      placeGuestOrder(shop.base, 1000 + n, 'CRASH-1', screenshot)
        .then(async (r) => {
          if (r.status === 201) acknowledged.push((await json(r, orderViewSchema)).trackingId);
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
      const tracked = await fetch(`${restarted.base}/api/orders/track/${trackingId}`, { headers: shopperHeaders(7) });
      expect(tracked.status).toBe(200);
      expect((await json(tracked, trackingViewSchema)).items).toHaveLength(1);
    }
    const { rows } = await database.pool.query<{ sold: number; lines: number; orders: number }>(
      `select coalesce(sum(oi.quantity), 0)::int as sold, count(oi.id)::int as lines, count(distinct o.id)::int as orders
       from orders o left join order_items oi on oi.order_id = o.id where oi.prod_id = 'CRASH-1' or oi.id is null`,
    );
    expect(rows[0]!.lines).toBe(rows[0]!.orders);
    expect(await stockOf(database, productId)).toBe(500 - rows[0]!.sold);
    restarted.child.kill('SIGTERM');
    await exitOf(restarted.child);
  });
});
