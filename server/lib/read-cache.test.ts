// The read cache: fresh hits, stale-while-refresh, one load for concurrent misses, and clearing after writes.
import { describe, expect, it } from 'vitest';
import { cachedCall, createCacheGroup, createReadCache } from './read-cache.ts';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function counter(values: string[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)] as string,
    get calls() {
      return calls;
    },
  };
}

describe('read cache', () => {
  it('serves a fresh value without loading again', async () => {
    const time = clock();
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10 }, time.now);
    const source = counter(['v1', 'v2']);
    expect(await cache.get('k', source.load)).toBe('v1');
    time.advance(999);
    expect(await cache.get('k', source.load)).toBe('v1');
    expect(source.calls).toBe(1);
  });

  it('serves the stale value while one refresh runs, then the new one', async () => {
    const time = clock();
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10 }, time.now);
    await cache.get('k', async () => 'v1');
    time.advance(1500);
    let release: (v: string) => void = () => undefined;
    let refreshes = 0;
    const slowLoad = () => ((refreshes += 1), new Promise<string>((r) => (release = r)));
    expect(await cache.get('k', slowLoad)).toBe('v1');
    expect(await cache.get('k', slowLoad)).toBe('v1');
    release('v2');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', slowLoad)).toBe('v2');
    expect(refreshes).toBe(1);
  });

  it('loads again once a value is older than fresh plus stale', async () => {
    const time = clock();
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 5000, maxEntries: 10 }, time.now);
    const source = counter(['v1', 'v2']);
    await cache.get('k', source.load);
    time.advance(6001);
    expect(await cache.get('k', source.load)).toBe('v2');
  });

  it('shares one load among concurrent misses', async () => {
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    let release: (v: string) => void = () => undefined;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((r) => (release = r));
    };
    const waiting = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('once');
    expect(await waiting).toEqual(['once', 'once', 'once']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load, nor a value `keep` refuses', async () => {
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(
      await cache.get(
        'k',
        async () => 'not found',
        () => false,
      ),
    ).toBe('not found');
    expect(await cache.get('k', async () => 'found')).toBe('found');
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => `${k}1`);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('clearAll empties every cache of the group, and a load begun before it is not stored', async () => {
    const group = createCacheGroup({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    const first = group.create<string>();
    const second = group.create<string>();
    await first.get('k', async () => 'old');
    await second.get('k', async () => 'old');
    let release: (v: string) => void = () => undefined;
    const during = first.get('slow', () => new Promise<string>((r) => (release = r)));
    group.clearAll();
    release('read before the write');
    await during;
    expect(await first.get('k', async () => 'new')).toBe('new');
    expect(await second.get('k', async () => 'new')).toBe('new');
    expect(await first.get('slow', async () => 'read after the write')).toBe('read after the write');
  });

  it('cachedCall keys results by function name and arguments', async () => {
    const cache = createReadCache<unknown>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    let calls = 0;
    const double = cachedCall(cache, 'double', async (n: number) => ((calls += 1), n * 2));
    expect(await double(2)).toBe(4);
    expect(await double(2)).toBe(4);
    expect(await double(3)).toBe(6);
    expect(calls).toBe(2);
  });
});
