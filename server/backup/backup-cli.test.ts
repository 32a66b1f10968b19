// The backup commands as an operator runs them (npm run backup, npm run restore, child processes of the compiled
// code): from a shop on an external database into an empty DATA_DIR's embedded one, the restored shop started and
// serving the orders with the same session key, a backup beside the running shop, a restore refused while it runs,
// and --force by archive name once it stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchema } from '../../domain/schemas/order-views.ts';
import { runningPostmaster } from '../db/embedded.ts';
import { bearer, signedInAs } from '../test/accounts.ts';
import { json } from '../test/answers.ts';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { exitOf, requireProductionBuild, startShop } from '../test/shop-process.ts';
import { isArchiveName } from './backup-store.ts';
import { SESSION_KEY_FILE } from './create-backup.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
let work: string;
let restoredDir: string;
const children: ChildProcess[] = [];

/** `npm run <script> -- args` with the shop's environment; answers its exit code and what it printed. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

beforeAll(async () => {
  requireProductionBuild();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-cli-'));
  restoredDir = path.join(work, 'restored');
  t = await buildTestApp();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const leftover = restoredDir ? await runningPostmaster(restoredDir) : undefined;
  if (leftover) process.kill(leftover, 'SIGQUIT');
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up a shop on DATABASE_URL and restore it into an empty DATA_DIR, which then runs the shop', async () => {
    const admin = (await signedInAs(t, 'admin')).token;
    const { prodId } = await createProduct(t.database.db, t.app.services, { price: 3100, sizeStock: { S: 10 } });
    const order = await placeGuestOrder(t, prodId, 3100);
    // The shop keeps its session key in DATA_DIR when JWT_SECRET is unset: the backup carries it.
    await fs.mkdir(path.join(t.dataDir, 'secrets'));
    await fs.writeFile(path.join(t.dataDir, SESSION_KEY_FILE), Buffer.from(t.sessionSecret).toString('base64url'));

    const archives = path.join(work, 'archives');
    const nowhere = await npmRun('backup', [], { DATA_DIR: path.join(work, 'mistyped') });
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain(`No shop database in ${path.join(work, 'mistyped')}`);
    const backup = await npmRun('backup', [], {
      DATABASE_URL: t.database.pool.options.connectionString!,
      DATA_DIR: t.dataDir,
      BACKUP_DIR: archives,
    });
    expect(backup.code, backup.stderr).toBe(0);
    const archive = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
    expect(path.dirname(archive)).toBe(archives);
    expect(backup.stdout).toMatch(/orders: 1 rows/);

    const restore = await npmRun('restore', [archive], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored the backup of .* files checked/);
    expect(await runningPostmaster(restoredDir)).toBeUndefined();
    const refused = await npmRun('restore', [archive], { DATA_DIR: restoredDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data .*pass --force/);

    // With BACKUP_EVERY_HOURS the shop takes one at start, in the background, then every interval.
    const scheduled = path.join(work, 'scheduled');
    const shop = await startShop(restoredDir, children, { BACKUP_EVERY_HOURS: '24', BACKUP_DIR: scheduled });
    // The same key: the source shop's admin token signs in here, and the order and its screenshot are there.
    const list = await fetch(`${shop.base}/api/orders`, { headers: bearer(admin) });
    expect(list.status).toBe(200);
    const [restored] = (await json(list, orderPageSchema)).orders;
    expect(restored!.trackingId).toBe(order.trackingId);
    const picture = await fetch(`${shop.base}${restored!.paymentDetails.screenshot}`);
    expect(picture.status).toBe(200);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Beside the running shop: a backup joins its database; a restore is refused until it stops.
    const live = await npmRun('backup', [], { DATA_DIR: restoredDir });
    expect(live.code, live.stderr).toBe(0);
    const liveArchive = path.basename(/Backup written: (\S+)/.exec(live.stdout)![1]!);
    const whileRunning = await npmRun('restore', [liveArchive, '--force'], { DATA_DIR: restoredDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(
      /^A shop is already running on this DATA_DIR \(pid \d+, port \d+\): stop the shop before restoring\.$/m,
    );

    for (let waited = 0; !(await fs.readdir(scheduled).catch(() => [])).some(isArchiveName); waited += 100) {
      if (waited > 15_000) throw new Error(`no scheduled backup in ${scheduled}:\n${shop.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    shop.child.kill('SIGTERM');
    expect(await exitOf(shop.child)).toBe(0);
    const forced = await npmRun('restore', [liveArchive, '--force'], { DATA_DIR: restoredDir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/replacing everything/);
  });
});
