// `npm run restore -- <archive> [--force]`: puts an archive back into an empty database and storage (or, with
// --force, in place of everything there). The archive is a file, or the name of one in BACKUP_DIR or the bucket.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirHolder, DataDirInUse } from '../db/data-dir-lock.ts';
import { startShopDatabase } from '../db/shop-database.ts';
import { BackupRefused } from './backup-refused.ts';
import type { BackupStore } from './backup-store.ts';
import { readableBytes, runCommand, say } from './command.ts';
import { restoreBackup } from './restore-backup.ts';

const USAGE = 'Usage: npm run restore -- <archive.tar> [--force]';

runCommand(async ({ config, storage, store, connect }) => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const named = args.filter((a) => a !== '--force');
  if (named.length !== 1 || named[0]!.startsWith('-')) throw new BackupRefused(USAGE);
  // The same lock a second start of the shop meets (server/db/data-dir-lock.ts); taking it below is the final word.
  const holder = config.databaseUrl ? undefined : await dataDirHolder(config.dataDir);
  if (holder) throw new BackupRefused(`${new DataDirInUse(holder).message}: stop the shop before restoring.`);
  const { file, fetched } = await locateArchive(named[0]!, store);
  try {
    const database = await connect((c) => startShopDatabase(c.databaseUrl, c.dataDir));
    say(
      `Restoring ${named[0]} (${readableBytes((await fsp.stat(file)).size)})${force ? ', replacing everything' : ''}...`,
    );
    const { manifest, ms } = await restoreBackup({
      pool: database.pool,
      storage,
      dataDir: config.dataDir,
      archive: file,
      workRoot: config.backup.dir,
      force,
      onProgress: (message) => say(`  ${message}`),
    });
    const rows = manifest.database.tables.reduce((n, t) => n + t.rows, 0);
    say(
      `Restored the backup of ${manifest.createdAt}: ${rows} rows, ${manifest.files.length} files checked, ` +
        `schema ${manifest.schema.migrations.at(-1)?.tag ?? 'empty'}, in ${(ms / 1000).toFixed(1)} s. ` +
        'Start the shop: it applies any newer migrations.',
    );
  } finally {
    if (fetched) await fsp.rm(path.dirname(file), { recursive: true, force: true });
  }
});

/** A local file as given, else an archive of that name in the backup store (fetched to a temporary file). */
async function locateArchive(given: string, store: BackupStore): Promise<{ file: string; fetched: boolean }> {
  if (fs.existsSync(given)) return { file: path.resolve(given), fetched: false };
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  const file = path.join(dir, path.basename(given));
  if (await store.fetch(path.basename(given), file)) return { file, fetched: true };
  await fsp.rm(dir, { recursive: true, force: true });
  throw new BackupRefused(`No archive ${given}: it is neither a file nor an archive in ${store.where}`);
}
