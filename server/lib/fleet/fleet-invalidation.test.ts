// Invalidation across instances on the real database: two fleet invalidations (two instances' caches) on one
// database hear each other's tags within moments and ignore their own; tags past NOTIFY's 8000 bytes are split; a
// killed listening connection comes back and drops everything; close ends the connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/harness.ts';
import type { CacheTag } from '../cache-tags.ts';
import { createCacheGroup } from '../read-cache.ts';
import { createFleetInvalidation, listenerName } from './fleet-invalidation.ts';
import { invalidationPayloads, MAX_PAYLOAD_BYTES, readInvalidation } from './invalidation-messages.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** One instance: its caches (one entry per tag, and one untagged) and its fleet invalidation, listening. */
async function instance() {
  const caches = createCacheGroup({ freshMs: 60_000, staleMs: 0, maxEntries: 10_000 });
  const reads = caches.create<string>('reads');
  const heard: (readonly CacheTag[] | 'all')[] = [];
  const fleet = createFleetInvalidation({
    db: database.db,
    caches,
    log: () => undefined,
    changedElsewhere: (tags) => heard.push(tags),
  });
  await fleet.listen(database.pool.options.connectionString!, { backoff: { firstMs: 50, maxMs: 200 } });
  /** Caches `key` as 'old' under `tags`; answers whether it is still cached. */
  const cache = (key: string, tags: CacheTag[] = []) => reads.get(key, async () => 'old', { tags: () => tags });
  const cached = async (key: string) => (await reads.get(key, async () => 'new')) === 'old';
  return { fleet, heard, cache, cached };
}

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 3_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
};

const listeners = async () =>
  (
    await database.pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
      [listenerName(process.pid)],
    )
  ).rows;

describe('payloads', () => {
  it('splits many tags into payloads under 8000 bytes, and sends everything for a tag that cannot fit', () => {
    const tags = Array.from({ length: 600 }, (_, i) => `product:${'0'.repeat(30)}${i}` as CacheTag);
    const payloads = invalidationPayloads('a', tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const tagsOf = (payload: string) => {
      const message = readInvalidation(payload);
      return 'tags' in message ? message.tags : [];
    };
    expect(payloads.flatMap(tagsOf)).toEqual(tags);
    expect(invalidationPayloads('a', [`product:${'x'.repeat(9_000)}`])).toEqual(['{"from":"a","all":true}']);
    expect(readInvalidation('not json')).toEqual({ from: '', all: true });
  });
});

describe('invalidation across instances', () => {
  it("drops another instance's tags within a second, and not its own twice", async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      await b.cache('product-1', ['product:1']);
      await b.cache('product-2', ['product:2']);
      const started = Date.now();
      a.fleet.invalidate(['product:1']);
      await until(async () => !(await b.cached('product-1')));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(await b.cached('product-2')).toBe(true);
      expect(b.heard).toEqual([['product:1']]);
      // A's own notification came back to it too, and was ignored.
      await new Promise((r) => setTimeout(r, 100));
      expect(a.heard).toEqual([]);

      // More tags than one notification carries all arrive.
      const many = Array.from({ length: 600 }, (_, i) => `product:${'0'.repeat(30)}${i}` as CacheTag);
      for (const tag of many) await b.cache(tag, [tag]);
      a.fleet.invalidate(many);
      await until(async () => !(await b.cached(many[599]!)));
      for (const tag of many) expect(await b.cached(tag)).toBe(false);
    } finally {
      await a.fleet.close();
      await b.fleet.close();
    }
  });

  it('listens again after its connection is killed, and drops everything it may have missed', async () => {
    const b = await instance();
    try {
      await b.cache('untagged');
      const [listener] = await listeners();
      await database.pool.query('select pg_terminate_backend($1)', [listener!.pid]);
      // Back with a new connection, and nothing cached is trusted.
      await until(async () => (await listeners()).some((l) => l.pid !== listener!.pid) && b.fleet.listening());
      expect(await b.cached('untagged')).toBe(false);
      expect(b.heard).toEqual(['all']);
    } finally {
      await b.fleet.close();
    }
    // Closing ends the connection.
    await until(async () => (await listeners()).length === 0);
  });
});
