// Where the shop's data lives: DATABASE_URL, or the embedded cluster in DATA_DIR with its own 'shop' database. One
// way in for the server and for the operator's commands (backup, restore), which may find the shop already running.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EmbeddedPostgres } from './embedded.ts';
import { connectDatabase } from './client.ts';

const DATABASE_NAME = 'shop';

export interface ShopDatabase {
  url: string;
  /** The embedded cluster this call started, if any: the caller stops it when done. */
  embedded: EmbeddedPostgres | undefined;
}

/**
 * Starts the embedded cluster of `dataDir` (initialising it on first use) unless `databaseUrl` is set.
 * `onStarted` hears of a cluster as soon as it runs, so a failure after that can still stop it.
 */
export async function startShopDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  onStarted: (embedded: EmbeddedPostgres) => void = () => undefined,
): Promise<ShopDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: undefined };
  // Loaded only when needed: with DATABASE_URL the app runs where no embedded binaries exist (another platform).
  const { startEmbeddedPostgres } = await import('./embedded.ts');
  const embedded = await startEmbeddedPostgres(dataDir);
  onStarted(embedded);
  await ensureDatabase(embedded);
  return { url: embedded.url(DATABASE_NAME), embedded };
}

/**
 * For a command run beside the shop: the running shop's embedded cluster if there is one (starting a second would
 * stop it: embedded.ts treats a live postmaster as a crash's leftover), else as the server starts it.
 */
export async function reachShopDatabase(databaseUrl: string | undefined, dataDir: string): Promise<ShopDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: undefined };
  // A mistyped DATA_DIR must not get a new, empty cluster (and an empty backup) made in it.
  if (!existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(`No shop database in ${dataDir}: set DATA_DIR to the shop's data folder, or DATABASE_URL`);
  const { embeddedUrl, runningPostmaster } = await import('./embedded.ts');
  if (await runningPostmaster(dataDir)) return { url: await embeddedUrl(dataDir, DATABASE_NAME), embedded: undefined };
  return startShopDatabase(undefined, dataDir);
}

/** The embedded cluster starts with only the 'postgres' database; the shop keeps its data in its own. */
async function ensureDatabase(embedded: EmbeddedPostgres): Promise<void> {
  const admin = connectDatabase(embedded.url('postgres'), { max: 1 });
  try {
    const { rowCount } = await admin.pool.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await admin.pool.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.close();
  }
}
