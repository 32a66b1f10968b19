// The sign-in throttle's recent failures, kept in PostgreSQL (table login_failures, UNLOGGED) so every app instance on
// the database counts the same attempts (issue 19). An attempt is decided and counted in one transaction on the locked
// rows of its keys, so attempts arriving together are counted one after another (issue 28).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A key an attempt counts on: how many failures it keeps, and the count at which it refuses (0: never refuses). */
export interface CountedKey {
  key: string;
  kept: number;
  max: number;
}

export interface Admission {
  /** False when one of the keys already held its `max` failures: then nothing was written. */
  admitted: boolean;
  /** Each key's failure times after `since` (ms) before this attempt, oldest first; a key with none is absent. */
  recent: Map<string, number[]>;
  /** Names the failure written for this attempt, for `withdraw`. */
  entry: string;
}

export interface FailureLog {
  /**
   * Atomically, across every instance: unless a key already holds its `max` failures after `since`, a failure at `at`
   * for each key, keeping the key's newest `kept`; the rows may go at `expiresAt`.
   */
  admit(keys: readonly CountedKey[], at: number, since: number, expiresAt: number): Promise<Admission>;
  /** Takes back the failure `entry` from each key (its password proved right). */
  withdraw(keys: readonly string[], entry: string): Promise<void>;
  /** Forgets `keys`, and every key starting with one of `prefixes`. */
  forget(keys: readonly string[], prefixes?: readonly string[]): Promise<void>;
  /** Deletes the keys whose newest failure left the window before `now`; answers how many. */
  forgetExpired(now: number): Promise<number>;
}

const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export function createFailureLog(db: Database): FailureLog {
  return {
    async admit(counted, at, since, expiresAt) {
      // Always in the order of the keys, so two attempts sharing keys never wait on each other in a cycle.
      const sorted = [...counted].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const keys = texts(sorted.map((k) => k.key));
      return db.transaction(async (tx) => {
        // A key seen for the first time needs its row before it can be locked; a concurrent attempt waits for it.
        await tx.execute(sql`
          insert into login_failures (key, times, kept, expires_at)
          select k, '{}', n, ${expiresAt} from unnest(${keys}, ${sql.param(sorted.map((k) => k.kept))}::int[]) as u(k, n)
          on conflict (key) do nothing`);
        const { rows } = await tx.execute<{ key: string; times: number[] }>(sql`
          select key, array(select t from unnest(times) as t where t > ${since} order by t) as times
          from login_failures where key = any(${keys}) order by key for update`);
        // bigint[] arrives as text; every time is a JS millisecond count.
        const recent = new Map(rows.filter((r) => r.times.length).map((r) => [r.key, r.times.map(Number)]));
        const admitted = sorted.every(({ key, max }) => !max || (recent.get(key)?.length ?? 0) < max);
        if (admitted)
          await tx.execute(sql`
            update login_failures as f set
              times = array(select t from (
                select t from unnest(f.times || ${at}::bigint) as t where t > ${since} order by t desc limit u.n
              ) as newest order by t),
              kept = u.n,
              expires_at = ${expiresAt}
            from unnest(${keys}, ${sql.param(sorted.map((k) => k.kept))}::int[]) as u(k, n)
            where f.key = u.k`);
        return { admitted, recent, entry: String(at) };
      });
    },
    async withdraw(keys, entry) {
      // One occurrence of the time: another attempt of the same millisecond keeps its own.
      await db.execute(sql`
        update login_failures set
          times = times[:array_position(times, ${entry}::bigint) - 1] || times[array_position(times, ${entry}::bigint) + 1:]
        where key = any(${texts(keys)}) and array_position(times, ${entry}::bigint) is not null`);
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
