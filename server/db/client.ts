// The PostgreSQL pool and the typed Drizzle client the services use.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

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

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A request never waits forever for a connection or a query (reliability D2): fail fast, answer 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    // 'kurti' must find 'kurta': word similarity of 0.5 forgives one wrong letter in a short word.
    options: '-c pg_trgm.word_similarity_threshold=0.5',
  });
  // A connection the database drops (restart, admin kill, timeout) must fail its query, not crash the process:
  // idle clients report on the pool, checked-out clients on themselves (node-postgres #1611).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
