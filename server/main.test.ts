// The real server process: DATABASE_URL, kill -9 of the app (PostgreSQL left running or killed too), SIGTERM.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedUrl, runningPostmaster } from './db/embedded.ts';
import { freshDatabase } from './test/harness.ts';
import { exitOf, startShop as startProcess } from './test/shop-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let dataDir: string;
const children: ChildProcess[] = [];

const startShop = (env: Record<string, string> = {}) => startProcess(dataDir, children, env);

async function subscribe(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return res.status;
}

async function subscribers(): Promise<string[]> {
  const client = new pg.Client({ connectionString: await embeddedUrl(dataDir, 'shop') });
  await client.connect();
  try {
    return (await client.query<{ email: string }>('select email from newsletter_subscribers order by email')).rows.map((r) => r.email);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'build/server/index.js'))) throw new Error('The crash test runs the production server: run `npm run build` first (npm test does).');
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const leftover = dataDir ? await runningPostmaster(dataDir) : undefined;
  if (leftover) process.kill(leftover, 'SIGQUIT');
  await new Promise((r) => setTimeout(r, 300));
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
      expect((await check.query('select email from newsletter_subscribers')).rows).toEqual([{ email: 'via-url@example.com' }]);
      await check.end();
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
    expect((await (await fetch(`${second.base}/api/health`)).json())).toEqual({ status: 'ok' });
    expect(await subscribers()).toEqual(['before-crash@example.com']);
    expect(await subscribe(second.base, 'after-restart@example.com')).toBe(200);
    second.child.kill('SIGKILL');
    await exitOf(second.child);
  });

  it('comes back after both the app and PostgreSQL are killed (stale lock files)', async () => {
    const postmaster = await runningPostmaster(dataDir);
    expect(postmaster).toBeDefined();
    process.kill(postmaster!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    const third = await startShop();
    expect(await subscribers()).toEqual(['after-restart@example.com', 'before-crash@example.com']);
    third.child.kill('SIGTERM');
    expect(await exitOf(third.child)).toBe(0);
  });

  it('stops gracefully on SIGTERM: in-flight requests finish, PostgreSQL shuts down cleanly', async () => {
    const shop = await startShop();
    // A request whose body is still arriving when SIGTERM lands is certainly in flight.
    const body = JSON.stringify({ email: 'during-shutdown@example.com' });
    const url = new URL(shop.base);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(`POST /api/newsletter HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));
    shop.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10)); // not end(): a half-closed socket would abort the request
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(await exitOf(shop.child)).toBe(0);
    expect(await runningPostmaster(dataDir)).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await subscribersAfterRestart()).toContain('during-shutdown@example.com');
  });
});

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
