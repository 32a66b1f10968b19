// Where the shop's data lives: DATABASE_URL, or the embedded cluster in DATA_DIR with its own 'shop' database. One
// way in for the server and for the operator's commands (backup, restore), which may find the shop already running.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EmbeddedPostgres } from './embedded.ts';
import { connectDatabase } from './client.ts';
import type { DataDirLock, LockHolderKind } from './data-dir-lock.ts';

const DATABASE_NAME = 'shop';

export interface ShopDatabase {
  url: string;
  /** The embedded cluster this call started, if any: the caller stops it when done (which releases the lock). */
  embedded: EmbeddedPostgres | undefined;
  /** DATA_DIR's lock, held while the embedded cluster this call started runs. */
  lock: DataDirLock | undefined;
}

export interface StartOptions {
  /** Who takes DATA_DIR's lock: the shop, or an operator's command. */
  holder?: LockHolderKind;
  /** Hears of a cluster as soon as it runs, so a failure after that can still stop it. */
  onStarted?: (embedded: EmbeddedPostgres) => void;
}

/**
 * Starts the embedded cluster of `dataDir` (initialising it on first use) unless `databaseUrl` is set. First it takes
 * DATA_DIR's lock: a live shop or command holding it is refused (DataDirInUse) before the cluster is touched, since
 * starting would take that holder's running PostgreSQL for a crash's leftover and stop it.
 */
export async function startShopDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  { holder = 'command', onStarted = () => undefined }: StartOptions = {},
): Promise<ShopDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: undefined, lock: undefined };
  // Loaded only when needed: with DATABASE_URL the app runs where no embedded binaries exist (another platform).
  const [{ startEmbeddedPostgres }, { takeDataDirLock }] = await Promise.all([
    import('./embedded.ts'),
    import('./data-dir-lock.ts'),
  ]);
  const lock = await takeDataDirLock(dataDir, holder);
  let cluster: EmbeddedPostgres;
  try {
    cluster = await startEmbeddedPostgres(dataDir);
  } catch (err) {
    lock.release();
    throw err;
  }
  const embedded: EmbeddedPostgres = {
    url: (database) => cluster.url(database),
    async stop(patienceMs) {
      await cluster.stop(patienceMs);
      lock.release();
    },
  };
  onStarted(embedded);
  await ensureDatabase(embedded);
  return { url: embedded.url(DATABASE_NAME), embedded, lock };
}

/**
 * For a command run beside the shop: the running shop's embedded cluster if there is one (starting a second would
 * stop it: embedded.ts treats a live postmaster as a crash's leftover), else as the server starts it.
 */
export async function reachShopDatabase(databaseUrl: string | undefined, dataDir: string): Promise<ShopDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: undefined, lock: undefined };
  // A mistyped DATA_DIR must not get a new, empty cluster (and an empty backup) made in it.
  if (!existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(`No shop database in ${dataDir}: set DATA_DIR to the shop's data folder, or DATABASE_URL`);
  const { embeddedUrl, runningPostmaster } = await import('./embedded.ts');
  if (await runningPostmaster(dataDir))
    return { url: await embeddedUrl(dataDir, DATABASE_NAME), embedded: undefined, lock: undefined };
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
