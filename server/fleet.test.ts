// Two real app processes on one PostgreSQL act as one shop (issue 19): an edit through one shows on the other's pages
// within a second, even after the other's listening connection was killed; a route's rate limit and the sign-in
// throttle count across both; 5 pieces sell to exactly 5 of 50 shoppers spread over both; each queued email goes
// out once though both run the outbox against one SMTP server.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../domain/schemas/account-views.ts';
import type { DatabaseHandle } from './db/client.ts';
import { listenerName } from './lib/fleet/fleet-invalidation.ts';
import { json } from './test/answers.ts';
import { freshDatabase } from './test/harness.ts';
import { placeGuestOrder, productWithStock, screenshotPng, stockOf } from './test/process-orders.ts';
import { exitOf, requireProductionBuild, startShop, type RunningShop } from './test/shop-process.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp.ts';

const ADMIN = { email: 'owner@fleet.test', password: 'fleet-owner-password' };
const children: ChildProcess[] = [];
let dataDir: string;
let database: DatabaseHandle;
let smtp: TestSmtpServer;
let a: RunningShop;
let b: RunningShop;
let adminToken: string;

beforeAll(async () => {
  requireProductionBuild();
  // One DATA_DIR stands for the shared storage and session key a real fleet has (S3, JWT_SECRET).
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-fleet-'));
  database = await freshDatabase();
  smtp = await startSmtpServer();
  const env = { DATABASE_URL: database.pool.options.connectionString!, TRUST_PROXY: '1', SMTP_URL: smtp.url };
  // The admin is made by A alone; B starts after, so they do not race to create the same account.
  a = await startShop(dataDir, children, { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  b = await startShop(dataDir, children, env);
  const signedIn = await fetch(`${a.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify(ADMIN),
  });
  expect(signedIn.status).toBe(200);
  adminToken = (await json(signedIn, sessionResponseSchema)).token;
});

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exitOf(child);
    }),
  );
  await smtp?.close();
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The product page as B serves it (a shared page, cached after the first visit). */
const pageOnB = async (prodId: string) => {
  const response = await fetch(`${b.base}/product/${prodId}`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Sets size S's stock through A's admin API. */
async function setStockOnA(productId: string, stock: number) {
  const response = await fetch(`${a.base}/api/products/${productId}/stock/S`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ stock }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Milliseconds until B's page for `prodId` contains `text` (B's cache keeps a page 5 s without a notification). */
async function untilBShows(prodId: string, text: string, timeoutMs = 4_000): Promise<number> {
  const started = Date.now();
  while (!(await pageOnB(prodId)).includes(text)) {
    if (Date.now() - started > timeoutMs) throw new Error(`B still does not show ${text} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

const listenerOf = async (shop: RunningShop) =>
  (
    await database.pool.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
      listenerName(shop.child.pid!),
    ])
  ).rows;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

describe('two app instances on one database', { timeout: 60_000 }, () => {
  it("show A's admin edit on B's product page within a second", async () => {
    const productId = await productWithStock(database, 'FLEET-1', 5);
    expect(await pageOnB('FLEET-1')).toContain(IN_STOCK);
    await setStockOnA(productId, 0);
    expect(await untilBShows('FLEET-1', OUT_OF_STOCK)).toBeLessThan(1_000);
  });

  it('reach B after its listening connection was killed: it listens again and drops what it may have missed', async () => {
    const productId = await productWithStock(database, 'FLEET-2', 5);
    expect(await pageOnB('FLEET-2')).toContain(IN_STOCK);
    const [listener] = await listenerOf(b);
    expect(listener).toBeDefined();
    await database.pool.query('select pg_terminate_backend($1)', [listener!.pid]);
    // Edited while B is not listening: B never hears of it, and must not keep serving its cached page.
    await setStockOnA(productId, 0);
    // Well before the 5 s its cached page would otherwise be served for.
    expect(await untilBShows('FLEET-2', OUT_OF_STOCK, 3_000)).toBeLessThan(3_000);
    const [again] = await listenerOf(b);
    expect(again!.pid).not.toBe(listener!.pid);
    // And it hears notifications again.
    await setStockOnA(productId, 3);
    expect(await untilBShows('FLEET-2', IN_STOCK)).toBeLessThan(1_000);
  });

  it("hold the tracking route's limit (30 a minute) in total: 40 lookups over both get 10 refusals", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        fetch(`${(n % 2 ? a : b).base}/api/orders/track/HNR-NOSUCH${n}`, {
          headers: { 'x-forwarded-for': '203.0.113.40' },
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 404)).toBe(true);
  });

  it('count sign-in failures from one address on both: the 11th attempt after 10 failures is refused', async () => {
    const attempt = (shop: RunningShop) =>
      fetch(`${shop.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email: ADMIN.email, password: 'a wrong guess' }),
      }).then((r) => r.status);
    for (let n = 0; n < 10; n++) expect(await attempt(n % 2 ? a : b)).toBe(401);
    expect(await attempt(a)).toBe(429);
    expect(await attempt(b)).toBe(429);
  });

  it('sell 5 pieces to exactly 5 of 50 shoppers spread over both', async () => {
    const screenshot = await screenshotPng();
    const productId = await productWithStock(database, 'TWO-PROC-1', 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => placeGuestOrder(n % 2 ? a.base : b.base, n, 'TWO-PROC-1', screenshot)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(database, productId)).toBe(0);
  });

  it('deliver each queued email once while both run the outbox', async () => {
    await database.pool.query(
      `insert into notifications (kind, recipient, subject, text_body)
       select 'contact', 'shop@fleet.test', 'Fleet message ' || n, 'Sent once.' from generate_series(1, 40) as n`,
    );
    // A newsletter sign-up on each queues a welcome and starts that instance's delivery run at once.
    const signUps = ['a', 'b'].map((name, n) =>
      fetch(`${[a, b][n]!.base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${n + 1}` },
        body: JSON.stringify({ email: `reader-${name}@fleet.test` }),
      }),
    );
    expect((await Promise.all(signUps)).map((r) => r.status).every((s) => s < 300)).toBe(true);
    const fleetMail = () => smtp.received.filter((m) => m.subject?.startsWith('Fleet message '));
    const deadline = Date.now() + 15_000;
    while (fleetMail().length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300)); // a second copy, if any, would have arrived by now
    const subjects = fleetMail().map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    const { rows } = await database.pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from notifications where subject like 'Fleet message %' group by status`,
    );
    expect(rows).toEqual([{ status: 'sent', n: 40 }]);
  });

  it('stop cleanly, closing their listening connections', async () => {
    for (const shop of [a, b]) shop.child.kill('SIGTERM');
    expect(await Promise.all([exitOf(a.child), exitOf(b.child)])).toEqual([0, 0]);
    expect([...(await listenerOf(a)), ...(await listenerOf(b))]).toEqual([]);
  });
});
