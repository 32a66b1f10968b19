// The real server process: DATABASE_URL, kill -9 of the app (PostgreSQL left running or killed too), SIGTERM to it and
// to its whole process group, a second signal while draining, and the database becoming unreachable under it.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUploadView } from '../domain/schemas/uploads.ts';
import { embeddedUrl, runningPostmaster } from './db/embedded.ts';
import { listenerName } from './lib/fleet/fleet-invalidation.ts';
import { errorBody } from './plugins/schemas.ts';
import { json } from './test/answers.ts';
import { freshDatabase } from './test/harness.ts';
import { startDatabaseProxy } from './test/db-proxy.ts';
import {
  exitOf,
  requireProductionBuild,
  startShop as startProcess,
  type RunningShop,
  type StartOptions,
} from './test/shop-process.ts';

let dataDir: string;
const children: ChildProcess[] = [];

const startShop = (env: Record<string, string> = {}, options: StartOptions = {}) =>
  startProcess(dataDir, children, env, options);

async function subscribe(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return res.status;
}

async function subscribers(): Promise<string[]> {
  const client = new pg.Client({ connectionString: await embeddedUrl(dataDir, 'shop') });
  await client.connect();
  try {
    return (await client.query<{ email: string }>('select email from newsletter_subscribers order by email')).rows.map(
      (r) => r.email,
    );
  } finally {
    await client.end();
  }
}

/** How many connections of the process `pid` listen for other instances' changes (issue 19). */
async function listenersOf(pid: number): Promise<number> {
  const client = new pg.Client({ connectionString: await embeddedUrl(dataDir, 'shop') });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [listenerName(pid)],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  requireProductionBuild();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const leftover = dataDir ? await runningPostmaster(dataDir) : undefined;
  if (leftover) {
    process.kill(leftover, 'SIGQUIT');
    await waitFor(async () => (await runningPostmaster(dataDir)) === undefined);
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('DATABASE_URL', { timeout: 90_000 }, () => {
  it('uses the given PostgreSQL and starts no embedded one', async () => {
    const database = await freshDatabase();
    const url = database.pool.options.connectionString!; // a unix-socket URL: no host part
    await database.close();
    const otherDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-url-'));
    try {
      const shop = await startShop({ DATABASE_URL: url, DATA_DIR: otherDataDir });
      expect(await (await fetch(`${shop.base}/api/health`)).json()).toEqual({ status: 'ok' });
      expect(await subscribe(shop.base, 'via-url@example.com')).toBe(200);
      expect(existsSync(path.join(otherDataDir, 'postgres'))).toBe(false);
      shop.child.kill('SIGTERM');
      expect(await exitOf(shop.child)).toBe(0);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      expect((await check.query('select email from newsletter_subscribers')).rows).toEqual([
        { email: 'via-url@example.com' },
      ]);
      await check.end();
    } finally {
      await fs.rm(otherDataDir, { recursive: true, force: true });
    }
  });
});

describe('monitoring', { timeout: 90_000 }, () => {
  it('serves /metrics on METRICS_PORT behind METRICS_TOKEN (404 on the shop port), readiness, and request IDs in the log', async () => {
    const database = await freshDatabase();
    const url = database.pool.options.connectionString!;
    await database.close();
    const otherDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-metrics-'));
    const token = 'production-start-metrics-token';
    const metricsPort = await freePort();
    try {
      const shop = await startShop({
        DATABASE_URL: url,
        DATA_DIR: otherDataDir,
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: token,
        LOG_LEVEL: 'info',
      });
      const ready = await fetch(`${shop.base}/api/health/ready`, { headers: { 'x-request-id': 'probe-42' } });
      expect([ready.status, await ready.json()]).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
      ]);
      expect(ready.headers.get('x-request-id')).toBe('probe-42');
      await waitFor(() => /"reqId":"probe-42".*"msg":"request completed"/.test(shop.output()));

      const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
      const scraped = await fetch(metrics, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toMatch(/^shop_http_requests_total\{method="GET",route="\/api\/health\/ready",status="200"\} 1$/m);
      expect(text).toContain('process_cpu_user_seconds_total');
      expect((await fetch(metrics)).status).toBe(401);
      expect((await fetch(`${shop.base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
      expect(shop.output()).toContain(`"metricsPort":${metricsPort}`);

      shop.child.kill('SIGTERM');
      expect(await exitOf(shop.child)).toBe(0);
      await expect(fetch(metrics)).rejects.toThrow();
    } finally {
      await fs.rm(otherDataDir, { recursive: true, force: true });
    }
  });
});

describe('crash safety', { timeout: 90_000 }, () => {
  it('comes back after kill -9 with PostgreSQL left running, with every committed row', async () => {
    const first = await startShop();
    expect(await subscribe(first.base, 'before-crash@example.com')).toBe(200);
    first.child.kill('SIGKILL');
    await exitOf(first.child);
    // The scenario this test is about: the database outlived the app.
    expect(await runningPostmaster(dataDir)).toBeDefined();

    const second = await startShop();
    expect(await (await fetch(`${second.base}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await subscribers()).toEqual(['before-crash@example.com']);
    expect(await subscribe(second.base, 'after-restart@example.com')).toBe(200);
    // On the embedded cluster too it listens for what other instances change.
    expect(await listenersOf(second.child.pid!)).toBe(1);
    second.child.kill('SIGKILL');
    await exitOf(second.child);
  });

  it('comes back after both the app and PostgreSQL are killed (stale lock files)', async () => {
    const postmaster = await runningPostmaster(dataDir);
    expect(postmaster).toBeDefined();
    process.kill(postmaster!, 'SIGKILL');
    await waitFor(async () => (await runningPostmaster(dataDir)) === undefined);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    const third = await startShop();
    expect(await subscribers()).toEqual(['after-restart@example.com', 'before-crash@example.com']);
    third.child.kill('SIGTERM');
    expect(await exitOf(third.child)).toBe(0);
  });

  it('stops gracefully on SIGTERM: in-flight requests finish, PostgreSQL shuts down cleanly', async () => {
    const shop = await startShop({ LOG_LEVEL: 'info' });
    const inFlight = await requestInFlight(shop, 'during-shutdown@example.com');
    shop.child.kill('SIGTERM');
    expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 200/);
    expect(await exitOf(shop.child)).toBe(0);
    expect(await runningPostmaster(dataDir)).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await subscribersAfterRestart()).toContain('during-shutdown@example.com');
  });

  it('stops the PostgreSQL it started when it cannot take its port, so the next start is clean', async () => {
    const taken = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(startShop({ PORT: String(port) })).rejects.toThrow(/EADDRINUSE/);
      expect(await runningPostmaster(dataDir)).toBeUndefined();
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      taken.close();
    }
  });
});

describe('stop signals', { timeout: 90_000 }, () => {
  const shuttingDownLines = (output: string) =>
    output.split('\n').filter((line) => /"msg":"shutting down/.test(line)).length;

  // TERM is what a supervisor sends, INT what Ctrl+C in a terminal sends: to the wrapper and all it started.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'drains once when %s reaches the whole process group of npm start: the request in flight completes, nothing fails',
    async (signal) => {
      const shop = await startShop({ LOG_LEVEL: 'info' }, { asNpmStart: true });
      // Several connections open in the pool, each to be closed before the database stops.
      await Promise.all(Array.from({ length: 8 }, (_, i) => fetch(`${shop.base}/api/products?page=${i + 1}`)));
      const email = `group-${signal.toLowerCase()}@example.com`;
      const inFlight = await requestInFlight(shop, email);
      process.kill(-shop.child.pid!, signal);
      expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 200/);
      expect(await exitOf(shop.child)).toBe(0);
      expect(shuttingDownLines(shop.output())).toBe(1);
      // No error logged: no connection cut off by a database stopped under it.
      expect(
        shop
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line)),
      ).toEqual([]);
      expect(await subscribersAfterRestart()).toContain(email);
    },
  );

  it('logs and ignores a second TERM while it drains', async () => {
    const shop = await startShop({ LOG_LEVEL: 'info' });
    const inFlight = await requestInFlight(shop, 'second-signal@example.com');
    shop.child.kill('SIGTERM');
    await waitFor(() => shuttingDownLines(shop.output()) === 1);
    shop.child.kill('SIGTERM');
    await waitFor(() => shop.output().includes('signal ignored'));
    expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 200/);
    expect(await exitOf(shop.child)).toBe(0);
    expect(shuttingDownLines(shop.output())).toBe(1);
  });
});

describe('database outage', { timeout: 90_000 }, () => {
  it('answers 503 within seconds while the database is unreachable, logs it, reports degraded, and recovers by itself', async () => {
    const database = await freshDatabase();
    const proxy = await startDatabaseProxy(database.pool.options.connectionString!);
    await database.close();
    const otherDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-outage-'));
    try {
      const shop = await startShop({ DATABASE_URL: proxy.url, DATA_DIR: otherDataDir });
      expect(await subscribe(shop.base, 'before-outage@example.com')).toBe(200);

      proxy.cut();
      const started = Date.now();
      const refused = await fetch(`${shop.base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'during@example.com' }),
      });
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await json(refused, errorBody)).error).toBe('The shop is busy. Please try again in a moment.');
      const health = await fetch(`${shop.base}/api/health`);
      expect([health.status, await health.json()]).toEqual([503, { status: 'degraded', database: 'unreachable' }]);
      const ready = await fetch(`${shop.base}/api/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'unready', checks: { database: 'unreachable', storage: 'ok' } },
      ]);
      // The pool's own errors (its idle connections dropped) are logged too, not swallowed.
      expect(shop.output()).toContain('database connection error');
      expect(shop.output()).toContain('database unavailable');

      proxy.restore();
      await waitFor(async () => (await fetch(`${shop.base}/api/health`)).status === 200);
      expect(await subscribe(shop.base, 'after-outage@example.com')).toBe(200);
      shop.child.kill('SIGTERM');
      expect(await exitOf(shop.child)).toBe(0);
    } finally {
      await proxy.close();
      await fs.rm(otherDataDir, { recursive: true, force: true });
    }
  });
});

describe('a burst of big pictures', { timeout: 90_000 }, () => {
  it('keeps sign-in fast on a production start while 20 anonymous 4900 x 4900 uploads are sent at once', async () => {
    const admin = { ADMIN_EMAIL: 'owner@hunar.pk', ADMIN_PASSWORD: 'burst-test-password' };
    const shop = await startShop({ ...admin, TRUST_PROXY: '1' });
    const picture = await sharp({ create: { width: 4900, height: 4900, channels: 3, background: '#9a3b26' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const from = (n: number) => ({ 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${n}` });
    const upload = async (n: number) => {
      const asked = await fetch(`${shop.base}/api/images/public-upload`, {
        method: 'POST',
        headers: from(n),
        body: JSON.stringify({
          fileName: 'big.jpg',
          fileType: 'image/jpeg',
          bucketName: 'payment-screenshots',
          fileSize: picture.length,
        }),
      });
      const { signedUrl } = await json(asked, signedUploadView);
      return (
        await fetch(`${shop.base}${signedUrl}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          body: new Uint8Array(picture),
        })
      ).status;
    };
    const signIn = async () => {
      const started = Date.now();
      const response = await fetch(`${shop.base}/api/users/login`, {
        method: 'POST',
        headers: from(200),
        body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return Date.now() - started;
    };
    let finished = false;
    const uploads = Promise.all(Array.from({ length: 20 }, (_, n) => upload(n))).finally(() => (finished = true));
    const signInMs: number[] = [];
    while (!finished || signInMs.length < 3) signInMs.push(await signIn());
    const statuses = await uploads;
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(200);
    expect(Math.max(...signInMs)).toBeLessThan(2_500);
    shop.child.kill('SIGTERM');
    expect(await exitOf(shop.child)).toBe(0);
  });
});

/**
 * A newsletter sign-up whose body is still arriving: certainly in flight until finish() sends the rest. The shop must
 * log at info level: its own log lines say when it has begun the request and when it has begun shutting down.
 */
async function requestInFlight(shop: RunningShop, email: string) {
  const body = JSON.stringify({ email });
  const url = new URL(shop.base);
  const begunBefore = begunNewsletterRequests(shop.output());
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((r) => socket.once('connect', r));
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  const closed = new Promise((r) => socket.once('close', r));
  socket.write(
    `POST /api/newsletter HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  // The server has read the headers, so the request has begun when the signal lands.
  await waitFor(() => begunNewsletterRequests(shop.output()) > begunBefore);
  return {
    async finish(): Promise<string> {
      // The rest of the body arrives only once the shop is draining: the request is in flight across the signal.
      await waitFor(() => /"msg":"shutting down/.test(shop.output()));
      socket.write(body.slice(10)); // not end(): a half-closed socket would abort the request
      await closed;
      return response;
    },
  };
}

const begunNewsletterRequests = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"url":"/api/newsletter"') && line.includes('"msg":"incoming request"')).length;

/** Polls until the condition holds (10 s at most): waits on what the process says, not on a fixed sleep. */
async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 10_000; !(await condition());) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Reads the rows with a fresh start of the shop (the database is down after a clean stop). */
async function subscribersAfterRestart(): Promise<string[]> {
  const shop = await startShop();
  try {
    return await subscribers();
  } finally {
    shop.child.kill('SIGTERM');
    await exitOf(shop.child);
  }
}

/** A port free a moment ago (the shop's own listener takes it next). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
