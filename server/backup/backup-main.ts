// `npm run backup`: one archive of the shop (database, stored files, manifest) into BACKUP_DIR or, with STORAGE=s3,
// the bucket under backups/. Safe while the shop runs: it joins a running embedded database instead of starting one.
import { reachShopDatabase } from '../db/shop-database.ts';
import { createBackup } from './create-backup.ts';
import { readableBytes, runCommand, say } from './command.ts';

runCommand(async ({ config, storage, store, connect }) => {
  const database = await connect((c) => reachShopDatabase(c.databaseUrl, c.dataDir));
  say('Backing up the shop...');
  const result = await createBackup({
    pool: database.pool,
    storage,
    dataDir: config.dataDir,
    store,
    workRoot: config.backup.dir,
    onProgress: (message) => say(`  ${message}`),
  });
  const { tables } = result.manifest.database;
  const rows = tables.reduce((n, t) => n + t.rows, 0);
  const migrations = result.manifest.schema.migrations;
  say(
    `Backup written: ${result.where.replace(/\/?$/, '/')}${result.name}\n` +
      `  ${readableBytes(result.bytes)}, ${tables.length} tables, ${rows} rows, ${result.manifest.files.length} files, ` +
      `schema ${migrations.at(-1)?.tag ?? 'empty'}, in ${(result.ms / 1000).toFixed(1)} s`,
  );
});
