// Shoppers' files are private to the shop's user (issue 28): everything the shop keeps under DATA_DIR (uploads of every
// kind, the picture cache, mail, backups, secrets) is written 600 in 700 folders, and at each start whatever an older
// version wrote 644 in 755 folders is made so. Catalog pictures too: the shop process serves them itself, so nobody
// else on the machine needs to read them, and one rule leaves no private file in a folder thought public.
import fs from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * The embedded PostgreSQL's own folders (its cluster and its socket folder, server/db/embedded.ts): PostgreSQL keeps
 * their modes itself and, when the shop runs as root, they belong to the 'postgres' user, who must keep reaching them.
 */
const LEFT_TO_POSTGRES = new Set(['postgres', 'run']);
/** Entries changed at once: enough to keep libuv's threads busy, few enough to leave them to requests as well. */
const AT_ONCE = 64;

export interface PrivateModesResult {
  files: number;
  folders: number;
  /** Entries that could not be changed (owned by another user): named in a warning, never a failed start. */
  refused: string[];
  ms: number;
}

/**
 * Makes every file under `dataDir` 600 and every folder 700, except PostgreSQL's own. DATA_DIR itself becomes 700 but
 * keeps any execute bit it has for others: the 'postgres' user passes through it to its cluster (embedded.ts).
 * Each entry costs one chmod (no stat first): 0.3-0.6 s for 10,000 files on a busy 2-core machine (data-dir-modes.test.ts).
 */
export async function makeDataDirPrivate(dataDir: string): Promise<PrivateModesResult> {
  const started = Date.now();
  const result: PrivateModesResult = { files: 0, folders: 0, refused: [], ms: 0 };
  const top = await fs.stat(dataDir).catch(() => undefined);
  if (!top) return result;
  const change = async (entry: string, mode: number) => {
    try {
      await fs.chmod(entry, mode);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') result.refused.push(entry); // ENOENT: removed meanwhile, nothing to protect
    }
  };
  await change(dataDir, PRIVATE_DIR_MODE | (top.mode & 0o001));
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    const work: (() => Promise<void>)[] = [];
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (folder === dataDir && LEFT_TO_POSTGRES.has(entry.name)) continue;
      if (entry.isDirectory()) {
        result.folders++;
        folders.push(full);
        work.push(() => change(full, PRIVATE_DIR_MODE));
      } else if (entry.isFile()) {
        result.files++;
        work.push(() => change(full, PRIVATE_FILE_MODE));
      } // symbolic links and sockets are left alone: a link's target is not the shop's to change
    }
    for (let at = 0; at < work.length; at += AT_ONCE) await Promise.all(work.slice(at, at + AT_ONCE).map((w) => w()));
  }
  result.ms = Date.now() - started;
  return result;
}
