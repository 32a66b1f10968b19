// @fastify/rate-limit's counters in PostgreSQL, so a limit holds in total across every app instance on the database
// (issue 19): one upsert per limited request on an UNLOGGED table (migration 0020), a fixed window per key as the
// plugin's own memory store counts it, and a sweep that deletes the windows that ended.
import crypto from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** What the plugin hands a store: the count in the window so far (this hit included) and the ms until it ends. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: Counted) => void;

/** What the plugin really hands `child` (its types say route options): the merged limit, with the route it is for. */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  max?: unknown;
  timeWindow?: unknown;
}

/** Keys past this length (a client-chosen header in a key generator) are stored as their SHA-256. */
const LONG_KEY = 200;

/** Counts one hit of `key` in a window of `windowMs`, starting a new window when the last one ended. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const stored = key.length > LONG_KEY ? crypto.createHash('sha256').update(key).digest('base64url') : key;
  const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_hits as r (key, hits, expires_at)
    values (${stored}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::int as ttl`);
  return { current: rows[0]!.hits, ttl: rows[0]!.ttl };
}

/** Deletes the counters whose window has ended; answers how many. */
export async function sweepRateLimits(db: Database): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from rate_limit_hits where expires_at <= now()`);
  return rowCount ?? 0;
}

/** The store class the plugin instantiates (`store` option): each route's child counts under the route's name. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    /** The plugin calls `new Store(globalOptions)`; children are made by `child`. */
    constructor(_options?: unknown, namespace = 'global') {
      this.#namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.#namespace}|${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (err: Error) => callback(err),
      );
    }

    /** A route's limit (or a limiter made with `app.rateLimit(options)`, which has no route). */
    child(options: object): PostgresRateLimitStore {
      const limit = options as LimitOptions;
      const { method, url } = limit.routeInfo ?? {};
      const name = url
        ? `${[method].flat().join(',')} ${url}`
        : `limiter ${String(limit.max)}/${String(limit.timeWindow)}`;
      return new PostgresRateLimitStore(undefined, name);
    }
  };
}
