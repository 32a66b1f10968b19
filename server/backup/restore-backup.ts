// Restores one archive: refuses a database holding data (unless forced) before reading anything, unpacks and checks
// every file, then loads the database and puts the stored files back in one transaction; after the commit, the
// session key, and with --force the old shop's files and picture variants go.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { knownMigrations } from '../db/migrate.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { SESSION_KEY_FILE } from './create-backup.ts';
import { loadDatabase, refuseNonEmpty, tablesWithRows } from './database-load.ts';
import { entryOf, type Manifest } from './manifest.ts';
import { unpackArchive } from './read-archive.ts';
import { migrationsToApply } from './schema-version.ts';

export interface RestoreDeps {
  pool: pg.Pool;
  storage: FileStorage;
  dataDir: string;
  /** The archive, a local file. */
  archive: string;
  /** A local folder for the unpacked files. */
  workRoot: string;
  /** Replace a database that holds data. */
  force: boolean;
  onProgress?: (message: string) => void | Promise<void>;
}

const STORED_PREFIX = entryOf.stored('');
const SESSION_KEY_ENTRY = entryOf.secret(path.basename(SESSION_KEY_FILE));

export async function restoreBackup({
  pool,
  storage,
  dataDir,
  archive,
  workRoot,
  force,
  onProgress = () => undefined,
}: RestoreDeps): Promise<{ manifest: Manifest; ms: number }> {
  const started = Date.now();
  // Before unpacking a big archive for nothing; checked again inside the restore's transaction.
  if (!force) {
    const client = await pool.connect();
    const holding = await tablesWithRows(client).finally(() => client.release());
    if (holding.length) throw refuseNonEmpty(holding);
  }
  await fsp.mkdir(workRoot, { recursive: true, mode: 0o700 });
  const workDir = await fsp.mkdtemp(path.join(workRoot, '.restore-'));
  try {
    let migrations = 0;
    const manifest = await unpackArchive(archive, workDir, (m) => {
      migrations = migrationsToApply(m.schema.migrations, knownMigrations());
    });
    await onProgress(`checked ${manifest.files.length} files against their checksums`);
    const stored = manifest.files.filter((f) => f.path.startsWith(STORED_PREFIX));
    const client = await pool.connect();
    const { replacedKeys } = await loadDatabase(client, manifest, workDir, {
      force,
      migrations,
      beforeCommit: async () => {
        const tables = manifest.database.tables;
        await onProgress(`database: ${tables.length} tables, ${tables.reduce((n, t) => n + t.rows, 0)} rows`);
        for (const file of stored)
          await storage.put(file.path.slice(STORED_PREFIX.length), await fsp.readFile(path.join(workDir, file.path)));
        await onProgress(`stored files: ${stored.length}`);
      },
    }).finally(() => client.release());

    if (manifest.files.some((f) => f.path === SESSION_KEY_ENTRY)) {
      const target = path.join(dataDir, SESSION_KEY_FILE);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fsp.copyFile(path.join(workDir, SESSION_KEY_ENTRY), target);
      await fsp.chmod(target, 0o600);
    }
    if (force) {
      const kept = new Set(stored.map((f) => f.path.slice(STORED_PREFIX.length)));
      for (const key of replacedKeys) if (!kept.has(key)) await storage.remove(key);
      // Picture variants are made again from the restored originals on first request.
      await fsp.rm(path.join(dataDir, 'cache', 'media'), { recursive: true, force: true });
    }
    return { manifest, ms: Date.now() - started };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
