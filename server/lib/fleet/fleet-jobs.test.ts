// Jobs across instances on the real database: of two instances ticking together, one runs the job; a second tick in
// the same interval is skipped; the next interval runs again; other jobs are not held up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/harness.ts';
import { createIntervalJob } from '../interval-job.ts';
import { createFleetJobs } from './fleet-jobs.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('jobs across the fleet', () => {
  it('runs each tick on one instance, and again in the next interval', async () => {
    const intervalMs = 400;
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return runs;
    };
    const instances = Array.from({ length: 4 }, () =>
      createIntervalJob(
        work,
        intervalMs,
        createFleetJobs({ db: database.db, log: () => undefined }).gate('t', intervalMs),
      ),
    );
    // Wait for the start of an interval, so all four tick inside the same one.
    await new Promise((r) => setTimeout(r, intervalMs - (Date.now() % intervalMs) + 20));
    const results = await Promise.all(instances.map((job) => job.tick()));
    expect(runs).toBe(1);
    expect(results.filter((r) => r === undefined)).toHaveLength(3);
    expect(await instances[0]!.tick()).toBeUndefined();
    await new Promise((r) => setTimeout(r, intervalMs));
    await Promise.all(instances.map((job) => job.tick()));
    expect(runs).toBe(2);
    // runOnce is this instance's own run, whatever the others did (tests, an admin's request).
    expect(await instances[1]!.runOnce()).toBe(3);
  });

  it("claims jobs apart: one job's tick does not take another's", async () => {
    const jobs = createFleetJobs({ db: database.db, log: () => undefined });
    expect(await jobs.claim('one', 60_000)).toBe(true);
    expect(await jobs.claim('two', 60_000)).toBe(true);
    expect(await jobs.claim('one', 60_000)).toBe(false);
  });

  it('skips the tick, logging why, when the database cannot be asked', async () => {
    const lines: string[] = [];
    const broken = await freshDatabase();
    await broken.close();
    const gate = createFleetJobs({ db: broken.db, log: (m) => lines.push(m) }).gate('t', 1000);
    let ran = false;
    expect(
      await gate(async () => {
        ran = true;
      }),
    ).toBeUndefined();
    expect(ran).toBe(false);
    expect(lines[0]).toMatch(/^t: could not claim the tick/);
  });
});
