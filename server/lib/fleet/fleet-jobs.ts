// Background jobs run once across a fleet of app instances (issue 19): each interval is a numbered slot on the
// database's clock, and the first instance to claim a job's slot runs it; the others skip that tick. The claim holds
// the job's advisory lock, so instances ticking together do not even queue on the row: the loser skips at once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Runs a tick's work if this instance claims it; answers undefined when another instance has it. */
export type JobGate = <T>(run: () => Promise<T>) => Promise<T | undefined>;

export function createFleetJobs({ db, log }: { db: Database; log: (message: string) => void }) {
  /** Claims the current slot of job `name` (every `intervalMs`) for this instance; false when it is taken. */
  async function claim(name: string, intervalMs: number): Promise<boolean> {
    const { rows } = await db.execute(sql`
      with slot as (
        select floor(extract(epoch from now()) * 1000 / ${intervalMs})::bigint as tick
        where pg_try_advisory_xact_lock(hashtext(${`shop:job:${name}`}))
      )
      insert into job_ticks (name, tick) select ${name}, tick from slot
      on conflict (name) do update set tick = excluded.tick where job_ticks.tick < excluded.tick
      returning tick`);
    return rows.length > 0;
  }

  return {
    claim,
    /** The gate of job `name`: one run per `intervalMs` across every instance on the database. */
    gate(name: string, intervalMs: number): JobGate {
      return async (run) => {
        let claimed = false;
        try {
          claimed = await claim(name, intervalMs);
        } catch (err) {
          // The database may be restarting: this tick is skipped, the next one tries again.
          log(`${name}: could not claim the tick: ${err instanceof Error ? err.message : String(err)}`);
        }
        return claimed ? run() : undefined;
      };
    },
  };
}

export type FleetJobs = ReturnType<typeof createFleetJobs>;
