// The sign-in throttle's recent failures, kept in PostgreSQL (table login_failures, UNLOGGED) so every app instance on
// the database counts the same attempts (issue 19): one statement to read the keys of an attempt, one to add to them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface FailureLog {
  /** Each key's failure times after `since` (ms), oldest first; a key with none is absent. */
  recent(keys: readonly string[], since: number): Promise<Map<string, number[]>>;
  /** A failure at `at` for each key, keeping the key's newest `kept` after `since`; the row may go at `expiresAt`. */
  add(entries: readonly { key: string; kept: number }[], at: number, since: number, expiresAt: number): Promise<void>;
  /** Forgets `keys`, and every key starting with one of `prefixes`. */
  forget(keys: readonly string[], prefixes?: readonly string[]): Promise<void>;
  /** Deletes the keys whose newest failure left the window before `now`; answers how many. */
  forgetExpired(now: number): Promise<number>;
}

const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export function createFailureLog(db: Database): FailureLog {
  return {
    async recent(keys, since) {
      const { rows } = await db.execute<{ key: string; times: number[] }>(sql`
        select key, array(select t from unnest(times) as t where t > ${since} order by t) as times
        from login_failures where key = any(${texts(keys)})`);
      // bigint[] arrives as text; every time is a JS millisecond count.
      return new Map(rows.filter((r) => r.times.length).map((r) => [r.key, r.times.map(Number)]));
    },
    async add(entries, at, since, expiresAt) {
      await db.execute(sql`
        insert into login_failures as f (key, times, kept, expires_at)
        select k, array[${at}::bigint], n, ${expiresAt}
        from unnest(${texts(entries.map((e) => e.key))}, ${sql.param(entries.map((e) => e.kept))}::int[]) as u(k, n)
        on conflict (key) do update set
          times = array(select t from (
            select t from unnest(f.times || excluded.times) as t where t > ${since} order by t desc limit excluded.kept
          ) as newest order by t),
          kept = excluded.kept,
          expires_at = excluded.expires_at`);
    },
    async forget(keys, prefixes = []) {
      await db.execute(sql`
        delete from login_failures
        where key = any(${texts(keys)}) or exists (select 1 from unnest(${texts(prefixes)}) as p where starts_with(key, p))`);
    },
    async forgetExpired(now) {
      const { rowCount } = await db.execute(sql`delete from login_failures where expires_at <= ${now}`);
      return rowCount ?? 0;
    },
  };
}
