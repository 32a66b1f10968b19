// The PostgreSQL pool and the typed Drizzle client the services use.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

export type Database = NodePgDatabase<typeof schema>;
/** An open transaction: what a service hands to another module's function that must join it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Postgres returns bigint (count, sum) as text; our counts and sums of rupees fit safely in a JS number. */
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface ConnectOptions {
  max?: number;
  /** Told of every error a pooled connection reports (the database restarting, a connection killed): logged, not swallowed. */
  onPoolError?: (err: Error) => void;
}

/** How long a request waits for a free connection before it is answered 503 (reliability D2): a starved pool says so fast. */
export const ACQUIRE_TIMEOUT_MS = 2_000;

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Bounds both waiting for a busy pool and opening a new connection.
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    // 'kurti' must find 'kurta': word similarity of 0.5 forgives one wrong letter in a short word.
    options: '-c pg_trgm.word_similarity_threshold=0.5',
  });
  failAcquiresAsUnavailable(pool);
  // A connection the database drops (restart, admin kill, timeout) must fail its query, not crash the process:
  // idle clients report on the pool, checked-out clients on themselves (node-postgres #1611). Both are logged.
  const onError = (err: Error) => options.onPoolError?.(err);
  pool.on('error', onError);
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', onError);
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const db = drizzle(pool, { schema });
  // pool.end() resolves once it has asked each connection to close, not once each has: the embedded PostgreSQL,
  // stopped right after at shutdown, would cut off the ones still closing, and each would log an error.
  const close = async () => {
    const closed = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
    await pool.end();
    await Promise.all(closed);
  };
  return { db, pool, close };
}

type AcquireCallback = (err: Error | undefined, client?: pg.PoolClient, release?: (err?: Error) => void) => void;

/**
 * Every way into the pool (pool.query, Drizzle's transactions) goes through connect(); a failure there (no free
 * connection within the timeout, the server refusing or unreachable) becomes a DatabaseUnavailableError, so the error
 * handler knows it by its class rather than by its message.
 */
function failAcquiresAsUnavailable(pool: pg.Pool): void {
  const acquire = pool.connect.bind(pool) as unknown as (callback: AcquireCallback) => void;
  const connect = (callback?: AcquireCallback) => {
    if (callback)
      return acquire((err, client, release) => callback(err && new DatabaseUnavailableError(err), client, release));
    return new Promise<pg.PoolClient>((resolve, reject) =>
      acquire((err, client) => (err ? reject(new DatabaseUnavailableError(err)) : resolve(client!))),
    );
  };
  pool.connect = connect as typeof pool.connect;
}
