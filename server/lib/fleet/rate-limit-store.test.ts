// The rate-limit store on the real database: counts within a window, a new window after it ends, counts shared by two
// apps (instances) on one database, routes counted apart, and the sweep deleting only ended windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/harness.ts';
import { countHit, postgresRateLimitStore, sweepRateLimits } from './rate-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('rate-limit store', () => {
  it('counts hits in one window, then starts a new window once it has ended', async () => {
    const first = await countHit(database.db, 'k1', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(200);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await countHit(database.db, 'k1', 300)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 320));
    expect((await countHit(database.db, 'k1', 300)).current).toBe(1);
  });

  it('gives 40 concurrent hits from two stores (two instances) the numbers 1 to 40, and keeps routes apart', async () => {
    const Store = postgresRateLimitStore(database.db);
    // What the plugin hands a child store: its merged limit with the route (its types say route options).
    const forRoute = (method: string, url: string) => new Store({}).child({ routeInfo: { method, url } } as never);
    const [a, b] = [forRoute('GET', '/api/orders/track/:id'), forRoute('GET', '/api/orders/track/:id')];
    const hit = (store: typeof a) =>
      new Promise<number>((resolve, reject) =>
        store.incr('203.0.113.9', (err, result) => (err ? reject(err) : resolve(result!.current)), 60_000, 30),
      );
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => hit(i % 2 ? a : b)));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const other = forRoute('POST', '/api/orders/guest');
    expect(await hit(other)).toBe(1);
  });

  it('sweeps only the windows that ended, and stores a long client-chosen key by its hash', async () => {
    await countHit(database.db, 'short-lived', 1);
    await countHit(database.db, 'x'.repeat(5_000), 60_000);
    await new Promise((r) => setTimeout(r, 5));
    const before = await database.pool.query<{ key: string }>('select key from rate_limit_hits');
    expect(before.rows.every((r) => r.key.length <= 200)).toBe(true);
    expect(await sweepRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query<{ key: string }>(
      `select key from rate_limit_hits where key = 'short-lived'`,
    );
    expect(rows).toHaveLength(0);
    expect((await countHit(database.db, 'x'.repeat(5_000), 60_000)).current).toBe(2);
  });
});
