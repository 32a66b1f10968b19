// Backups that restore (issue 19): orders with payment screenshots backed up, restored into a fresh empty database
// and data folder, and all there; a database holding data refused unless forced; a changed archive or a newer schema
// refused with nothing changed; a backup taken while orders are being placed is one consistent moment.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { localStorage } from '../lib/storage/local.ts';
import { bearer, signedInAs } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { BackupRefused } from './backup-refused.ts';
import { s3Storage } from '../lib/storage/s3.ts';
import { startS3Server } from '../test/s3-server.ts';
import { createBackupJob } from './backup-job.ts';
import { localBackupStore, s3BackupStore, type BackupStore } from './backup-store.ts';
import { createBackup } from './create-backup.ts';
import { tablesWithRows } from './database-load.ts';
import { MANIFEST_ENTRY, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';

let t: TestApp;
let admin: string;
let work: string;
let prodId: string;
const opened: DatabaseHandle[] = [];

/** A new database with nothing in it, not even the schema: what a fresh PostgreSQL gives. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const urlTemplate = inject('postgresUrlTemplate');
  const name = `restore_${crypto.randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(urlTemplate.replace('__DB__', 'postgres'), { max: 1 });
  await admin.pool.query(`create database ${name}`);
  await admin.close();
  const handle = connectDatabase(urlTemplate.replace('__DB__', name), { max: 3 });
  opened.push(handle);
  return handle;
}

/** A fresh, empty data folder for the restored shop. */
const emptyDataDir = () => fs.mkdtemp(path.join(work, 'data-'));

const placeOrder = (app: TestApp = t) => placeGuestOrder(app, prodId, 2500);

async function backUp(onProgress?: (message: string) => void | Promise<void>) {
  const dir = path.join(work, 'archives');
  const result = await createBackup({
    pool: t.database.pool,
    storage: localStorage(path.join(t.dataDir, 'uploads')),
    dataDir: t.dataDir,
    store: localBackupStore(dir),
    workRoot: dir,
    onProgress,
  });
  return { ...result, file: path.join(dir, result.name) };
}

async function restore(archive: string, database: DatabaseHandle, dataDir: string, force = false) {
  return restoreBackup({
    pool: database.pool,
    storage: localStorage(path.join(dataDir, 'uploads')),
    dataDir,
    archive,
    workRoot: path.join(dataDir, 'backups'),
    force,
  });
}

/** Rows of a table as JSON, in a stable order: to compare two databases. */
const rowsOf = async (database: DatabaseHandle, table: string) =>
  (await database.pool.query(`select * from ${table} order by id`)).rows;

/** Rewrites an archive entry by entry: how a changed or damaged archive is made. */
async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer,
  extras: { name: string; body: Buffer }[] = [],
) {
  const extract = tar.extract();
  const entries: { name: string; body: Buffer }[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, body: change(entry.header.name, Buffer.concat(chunks)) });
    }
  })();
  extract.end(await fs.readFile(from));
  await reading;
  const pack = tar.pack();
  // Extra entries go before the manifest, where a changed archive would carry them.
  const last = entries.findIndex((e) => e.name === MANIFEST_ENTRY);
  entries.splice(last < 0 ? entries.length : last, 0, ...extras);
  for (const e of entries) pack.entry({ name: e.name, size: e.body.length }, e.body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  await fs.writeFile(to, Buffer.concat(chunks));
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
  prodId = (await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 500 } })).prodId;
});

afterAll(async () => {
  await t.close();
  for (const handle of opened) await handle.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;
  let manifest: Manifest;
  let restored: DatabaseHandle;
  let restoredDir: string;

  it('restores orders, their status history and payment screenshots into a fresh database and data folder', async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed[0]!._id}/status`,
      headers: bearer(admin),
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const backup = await backUp();
    archive = backup.file;
    manifest = backup.manifest;
    expect(manifest.schema.migrations.at(-1)?.tag).toMatch(/^\d{4}_/);
    expect(manifest.database.tables.find((x) => x.name === 'orders')?.rows).toBe(3);
    expect(manifest.database.tables.find((x) => x.name === 'order_status_history')?.rows).toBe(4);
    // Rate-limit windows and sign-in failures (unlogged, true for minutes) are not kept: a restore starts them empty.
    expect(manifest.database.tables.map((x) => x.name)).not.toContain('rate_limit_hits');
    expect(manifest.database.tables.map((x) => x.name)).not.toContain('login_failures');
    const screenshots = manifest.files.filter((f) => f.path.startsWith('storage/private/payment-screenshots/'));
    expect(screenshots).toHaveLength(3);

    restored = await emptyDatabase();
    restoredDir = await emptyDataDir();
    await restore(archive, restored, restoredDir);

    for (const table of ['orders', 'order_items', 'order_status_history', 'uploads', 'products', 'media', 'users'])
      expect(await rowsOf(restored, table), table).toEqual(await rowsOf(t.database, table));
    // Every file came back byte for byte, as the manifest's checksum says.
    for (const file of manifest.files.filter((f) => f.path.startsWith('storage/'))) {
      const body = await fs.readFile(path.join(restoredDir, 'uploads', file.path.slice('storage/'.length)));
      expect(crypto.createHash('sha256').update(body).digest('hex')).toBe(file.sha256);
    }

    // The restored shop serves them: the same staff token signs in, the orders list matches, each screenshot opens.
    const again = await buildTestApp({
      database: restored,
      storage: localStorage(path.join(restoredDir, 'uploads')),
      sessionSecret: t.sessionSecret,
    });
    try {
      const list = (app: TestApp) => app.app.inject({ url: '/api/orders?limit=50', headers: bearer(admin) });
      const [before, after] = [(await list(t)).json(), (await list(again)).json()];
      const withoutLinks = (page: { orders: { paymentDetails: object }[] }) =>
        page.orders.map((o) => ({ ...o, paymentDetails: { ...o.paymentDetails, screenshot: null } }));
      expect(withoutLinks(after)).toEqual(withoutLinks(before));
      for (const order of after.orders as { paymentDetails: { screenshot: string } }[]) {
        const picture = await again.app.inject({ url: order.paymentDetails.screenshot });
        expect(picture.statusCode).toBe(200);
        expect(picture.rawPayload.length).toBeGreaterThan(0);
      }
      const history = after.orders.find((o: { _id: string }) => o._id === placed[0]!._id).statusHistory;
      expect(history.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing']);
      // Sequences and constraints hold: the restored shop takes new orders.
      await placeOrder(again);
    } finally {
      await again.close();
    }
  });

  it('refuses a database that holds data, and replaces everything with --force', async () => {
    const ordersNow = await rowsOf(restored, 'orders');
    await expect(restore(archive, restored, restoredDir)).rejects.toThrow(
      /The database already holds data .*pass --force to replace everything/,
    );
    expect(await rowsOf(restored, 'orders')).toEqual(ordersNow);

    await restore(archive, restored, restoredDir, true);
    expect(await rowsOf(restored, 'orders')).toHaveLength(3);
    for (const table of ['orders', 'order_status_history', 'uploads'])
      expect(await rowsOf(restored, table), table).toEqual(await rowsOf(t.database, table));
    // The screenshot of the order the restored shop took is gone with it; the archive's are there.
    const kept = await fs.readdir(path.join(restoredDir, 'uploads', 'private', 'payment-screenshots'));
    expect(kept).toHaveLength(3);
  });

  it('refuses a changed archive, a damaged one and a newer schema, and changes nothing', async () => {
    const target = await emptyDatabase();
    const dir = await emptyDataDir();
    const screenshot = manifest.files.find((f) => f.path.startsWith('storage/private/'))!.path;
    const same = (_: string, body: Buffer) => body;
    const cases: [string, (name: string, body: Buffer) => Buffer, RegExp, { name: string; body: Buffer }[]?][] = [
      [
        'one byte of a screenshot',
        (name, body) => (name === screenshot ? Buffer.from(body.map((b, i) => (i === 100 ? b ^ 1 : b))) : body),
        new RegExp(`${screenshot} does not match its checksum.*Nothing was restored`),
      ],
      [
        'an order line',
        (name, body) =>
          name === 'database/order_items.copy.gz'
            ? zlib.gzipSync(String(zlib.gunzipSync(body)).replace('2500', '25'))
            : body,
        /database\/order_items\.copy\.gz does not match its checksum/,
      ],
      [
        'a newer schema',
        (name, body) => {
          if (name !== MANIFEST_ENTRY) return body;
          const m = JSON.parse(String(body)) as Manifest;
          m.schema.migrations.push({ when: Date.now() + 1e12, hash: 'f'.repeat(64), tag: '9999_future' });
          return Buffer.from(JSON.stringify(m));
        },
        /schema version \(\d+ migrations, the last 9999_future\) is newer than this code knows/,
      ],
      [
        'a file the manifest does not list',
        same,
        /storage\/private\/payment-screenshots\/extra\.webp, which its manifest does not list/,
        [{ name: 'storage/private/payment-screenshots/extra.webp', body: Buffer.from('not a screenshot') }],
      ],
      [
        'a path out of the work folder',
        same,
        /holds storage\/\.\.\/\.\.\/\.\.\/escaped\.txt, which no backup writes/,
        [{ name: 'storage/../../../escaped.txt', body: Buffer.from('outside') }],
      ],
      [
        'no manifest',
        (name, body) => (name === MANIFEST_ENTRY ? Buffer.from('{"format": "something else"}') : body),
        /Not a shop backup, or a damaged one: manifest\.json is not valid/,
      ],
    ];
    for (const [what, change, refusal, extras] of cases) {
      const changed = path.join(work, `changed-${crypto.randomBytes(4).toString('hex')}.tar`);
      await rewriteArchive(archive, changed, change, extras);
      const attempt = restore(changed, target, dir);
      await expect(attempt, what).rejects.toBeInstanceOf(BackupRefused);
      await expect(attempt, what).rejects.toThrow(refusal);
      const client = await target.pool.connect();
      expect(await tablesWithRows(client).finally(() => client.release()), what).toEqual([]);
      expect(await fs.readdir(dir), what).toEqual(['backups']);
      expect(await fs.readdir(path.join(dir, 'backups')), what).toEqual([]);
    }
    expect(await fs.readdir(work)).not.toContain('escaped.txt');
    const truncated = path.join(work, 'truncated.tar');
    await fs.writeFile(truncated, (await fs.readFile(archive)).subarray(0, 2000));
    await expect(restore(truncated, target, dir)).rejects.toThrow(/cannot be read.*damaged|no manifest\.json/);
  });
});

describe('a backup while orders are being placed', () => {
  it('is one moment: no order without its lines, nothing placed after it began', async () => {
    let placing = true;
    const placedDuring: string[] = [];
    // Shoppers keep placing orders the whole time the backup runs.
    const shoppers = Array.from({ length: 3 }, async () => {
      while (placing) placedDuring.push((await placeOrder())._id);
    });
    let midway: string | undefined;
    const backup = await backUp(async (message) => {
      // Between two tables' copies an order is placed and committed: a copy per transaction would split it.
      if (!midway && message.startsWith('order_items')) midway = (await placeOrder())._id;
    });
    placing = false;
    await Promise.all(shoppers);
    expect(midway).toBeDefined();
    expect(placedDuring.length).toBeGreaterThan(0);

    const target = await emptyDatabase();
    await restore(backup.file, target, await emptyDataDir());
    const { rows } = await target.pool.query<{ id: string; lines: number }>(
      `select o.id, (select count(*) from order_items i where i.order_id = o.id)::int as lines from orders o`,
    );
    expect(rows.length).toBe(backup.manifest.database.tables.find((x) => x.name === 'orders')!.rows);
    expect(rows.filter((r) => r.lines === 0)).toEqual([]);
    expect(rows.map((r) => r.id)).not.toContain(midway);
    // Every order's screenshot is in the archive.
    const { rows: missing } = await target.pool.query(
      `select o.id from orders o join uploads u on u.id = o.screenshot_id where u.storage_key is null`,
    );
    expect(missing).toEqual([]);
    expect(backup.manifest.missingFiles).toEqual([]);
  });
});

describe('scheduled backups', () => {
  it('take an archive each run, keep the newest BACKUP_KEEP, and log a failure without removing any', async () => {
    const dir = path.join(work, 'scheduled');
    const store = localBackupStore(dir);
    let clock = Date.parse('2026-03-01T00:00:00Z');
    const logged: string[] = [];
    const deps = {
      pool: t.database.pool,
      storage: localStorage(path.join(t.dataDir, 'uploads')),
      dataDir: t.dataDir,
      workRoot: dir,
      intervalMs: 3_600_000,
      keep: 2,
      now: () => new Date((clock += 3_600_000)),
      log: (message: string) => void logged.push(message),
    };
    const job = createBackupJob({ ...deps, store });
    for (let run = 0; run < 3; run++) expect(await job.runOnce()).toBeDefined();
    expect(await store.list()).toEqual([
      'shop-backup-2026-03-01T02-00-00-000Z.tar',
      'shop-backup-2026-03-01T03-00-00-000Z.tar',
    ]);
    expect(logged.at(-1)).toMatch(/^backup written: shop-backup-2026-03-01T03-00-00-000Z\.tar .*removed 1 older$/);

    const full: BackupStore = { ...store, save: () => Promise.reject(new Error('no space left on device')) };
    expect(await createBackupJob({ ...deps, store: full }).runOnce()).toBeUndefined();
    expect(logged.at(-1)).toBe('backup failed: no space left on device');
    expect(await store.list()).toHaveLength(2);
    // Nothing half made is left behind: only the kept archives.
    expect(await fs.readdir(dir)).toHaveLength(2);
  });
});

describe('with STORAGE=s3', () => {
  it('reads the files from the bucket, keeps the archive there under backups/ and puts the files back', async () => {
    const s3 = await startS3Server();
    const shop = await buildTestApp({ storage: s3Storage(s3.settings) });
    try {
      const storage = s3Storage(s3.settings);
      const store = s3BackupStore(s3.settings);
      const { mediaIds } = await createProduct(shop.database.db, shop.app.services, { images: 2 });
      const { rows: keys } = await shop.database.pool.query<{ storage_key: string }>(
        'select storage_key from media where id = any($1) order by storage_key',
        [mediaIds],
      );
      const originals = await Promise.all(keys.map((k) => storage.get(k.storage_key)));

      const backup = await createBackup({
        pool: shop.database.pool,
        storage,
        dataDir: shop.dataDir,
        store,
        workRoot: path.join(shop.dataDir, 'backups'),
      });
      expect(backup.where).toBe('s3://shop/backups/');
      expect(await store.list()).toEqual([backup.name]);
      expect(await fs.readdir(path.join(shop.dataDir, 'backups'))).toEqual([]);

      // The pictures are lost from the bucket; the archive, fetched from the bucket, brings them back.
      for (const k of keys) await storage.remove(k.storage_key);
      const fetched = path.join(work, backup.name);
      expect(await store.fetch(backup.name, fetched)).toBe(true);
      const target = await emptyDatabase();
      await restoreBackup({
        pool: target.pool,
        storage,
        dataDir: await emptyDataDir(),
        archive: fetched,
        workRoot: path.join(work, 'restore-work'),
        force: false,
      });
      expect(await Promise.all(keys.map((k) => storage.get(k.storage_key)))).toEqual(originals);
      expect(await rowsOf(target, 'media')).toEqual(await rowsOf(shop.database, 'media'));
    } finally {
      await shop.close();
      await s3.stop();
    }
  });
});
