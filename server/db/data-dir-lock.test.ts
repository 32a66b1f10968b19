// DATA_DIR's lock (issue 28): a live holder is refused with its pid and port, a lock whose process is gone or whose pid
// now belongs to another process is taken over, and releasing removes only this process's own lock.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataDirHolder, DataDirInUse, takeDataDirLock } from './data-dir-lock.ts';

let dataDir: string;
const lockFile = () => path.join(dataDir, 'shop.pid');
const writeLock = (holder: object) => fs.writeFile(lockFile(), JSON.stringify(holder), { mode: 0o600 });

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lock-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A pid that belonged to a process which has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('DATA_DIR lock', () => {
  it('is taken whole and private, names the port once known, and is removed on release', async () => {
    const lock = await takeDataDirLock(dataDir, 'shop');
    expect((await fs.stat(lockFile())).mode & 0o777).toBe(0o600);
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid, kind: 'shop' });
    await lock.servesOn(3977);
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid, port: 3977 });
    expect((await fs.readdir(dataDir)).sort()).toEqual(['shop.pid']); // no temporary file left beside it
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a live holder with the message a second start prints, and leaves its lock as it was', async () => {
    const lock = await takeDataDirLock(dataDir, 'shop');
    await lock.servesOn(3977);
    const before = await fs.readFile(lockFile(), 'utf8');
    await expect(takeDataDirLock(dataDir, 'shop')).rejects.toThrow(
      new DataDirInUse({ pid: process.pid, kind: 'shop', port: 3977 }).message,
    );
    expect(new DataDirInUse({ pid: 42, kind: 'shop', port: 3977 }).message).toBe(
      'A shop is already running on this DATA_DIR (pid 42, port 3977)',
    );
    expect(await fs.readFile(lockFile(), 'utf8')).toBe(before);
    lock.release();
  });

  it('takes over a lock whose process is gone', async () => {
    await writeLock({ pid: await deadPid(), kind: 'shop', port: 3000 });
    expect(await dataDirHolder(dataDir)).toBeUndefined();
    const lock = await takeDataDirLock(dataDir, 'shop');
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (another start time)', async () => {
    await writeLock({ pid: process.ppid, kind: 'shop', started: '1', port: 3000 });
    expect(await dataDirHolder(dataDir)).toBeUndefined();
    const lock = await takeDataDirLock(dataDir, 'command');
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid, kind: 'command' });
    lock.release();
  });

  it('takes over a file it cannot read as a lock', async () => {
    await fs.writeFile(lockFile(), 'not json');
    const lock = await takeDataDirLock(dataDir, 'shop');
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('lets exactly one of several simultaneous takers hold it', async () => {
    await writeLock({ pid: await deadPid(), kind: 'shop' });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => takeDataDirLock(dataDir, 'shop')));
    // One process: every taker is this pid, so the live lock refuses the rest with DataDirInUse.
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof DataDirInUse)).toBe(true);
    (held[0] as PromiseFulfilledResult<{ release(): void }>).value.release();
  });

  it('never removes a lock another process holds', async () => {
    const lock = await takeDataDirLock(dataDir, 'shop');
    await writeLock({ pid: process.ppid, kind: 'shop', port: 3001 }); // taken over meanwhile by someone else
    lock.release();
    expect(existsSync(lockFile())).toBe(true);
  });
});
