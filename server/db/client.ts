// The PostgreSQL pool and the typed Drizzle client the services use.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { createLaneGate, laneNow, laneShare } from './connection-lanes.ts';
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

/**
 * How long a statement waits for a lock before it fails (SQLSTATE 55P03, answered 503 with Retry-After): a table held
 * by a long migration, a backup restore or an operator's ALTER stalls a request a few seconds, not the 15 s statement
 * timeout, and gives its connection back (issue 28). Row locks between shoppers last milliseconds.
 */
export const LOCK_TIMEOUT_MS = 3_000;

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Bounds both waiting for a busy pool and opening a new connection.
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    lock_timeout: LOCK_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 30_000,
    // 'kurti' must find 'kurta': word similarity of 0.5 forgives one wrong letter in a short word.
    options: '-c pg_trgm.word_similarity_threshold=0.5',
  });
  failAcquiresAsUnavailable(pool, createLaneGate(laneShare(pool.options.max)));
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
 * handler knows it by its class rather than by its message. Code running in a lane (connection-lanes.ts: each request,
 * by the API area it calls) first takes a place in its lane, so no one lane can hold every connection.
 */
function failAcquiresAsUnavailable(pool: pg.Pool, lanes: ReturnType<typeof createLaneGate>): void {
  const acquire = pool.connect.bind(pool) as unknown as (callback: AcquireCallback) => void;
  /** Lane places of the connections checked out now, given back when the pool takes the connection back. */
  const placeOf = new Map<pg.PoolClient, () => void>();
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => {
    placeOf.get(client)?.();
    placeOf.delete(client);
  });
  const acquireInLane = (callback: AcquireCallback) => {
    const lane = laneNow();
    if (!lane) return acquire(callback);
    lanes.enter(lane, ACQUIRE_TIMEOUT_MS).then(
      (leave) =>
        acquire((err, client, release) => {
          if (err || !client) leave();
          else placeOf.set(client, leave);
          callback(err, client, release);
        }),
      (err: Error) => callback(err),
    );
  };
  const connect = (callback?: AcquireCallback) => {
    if (callback)
      return acquireInLane((err, client, release) =>
        callback(err && new DatabaseUnavailableError(err), client, release),
      );
    return new Promise<pg.PoolClient>((resolve, reject) =>
      acquireInLane((err, client) => (err ? reject(new DatabaseUnavailableError(err)) : resolve(client!))),
    );
  };
  pool.connect = connect as typeof pool.connect;
}
