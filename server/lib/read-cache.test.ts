// The read cache: fresh hits, stale-while-refresh, one load for concurrent misses, and dropping by tag after writes.
import { describe, expect, it } from 'vitest';
import type { CacheTag } from './cache-tags.ts';
import { cachedCall, collectShownTags, createCacheGroup, createReadCache } from './read-cache.ts';

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

  it('tells how each lookup was answered: a miss, a hit, stale while it refreshes, and the cache it asked', async () => {
    const time = clock();
    const told: string[] = [];
    const group = createCacheGroup({ freshMs: 1000, staleMs: 5000, maxEntries: 10 }, (cache, outcome) =>
      told.push(`${cache} ${outcome}`),
    );
    const pages = group.create<string>('pages', {});
    const source = counter(['v1', 'v2']);
    await pages.get('k', source.load);
    await pages.get('k', source.load);
    expect(told).toEqual(['pages miss', 'pages hit']);
    const cache = createReadCache<string>(
      { freshMs: 1000, staleMs: 5000, maxEntries: 10, onLookup: (outcome) => told.push(`reads ${outcome}`) },
      time.now,
    );
    await cache.get('k', source.load);
    time.advance(1500);
    await cache.get('k', source.load);
    expect(told.slice(2)).toEqual(['reads miss', 'reads stale']);
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
    expect(await cache.get('k', async () => 'not found', { keep: () => false })).toBe('not found');
    expect(await cache.get('k', async () => 'found')).toBe('found');
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = createReadCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => `${k}1`);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('invalidate drops the entries carrying a tag it names, in every cache of the group, and keeps the rest', async () => {
    const group = createCacheGroup({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    const reads = group.create<string>('reads');
    const pages = group.create<string>('pages');
    const tagged = (...tags: CacheTag[]) => ({ tags: () => tags });
    await reads.get('product-a', async () => 'a1', tagged('product:a'));
    await reads.get('product-b', async () => 'b1', tagged('product:b'));
    await reads.get('untagged', async () => 'u1');
    await pages.get('/product/a', async () => 'page-a1', tagged('product:a', 'catalog', 'settings'));
    await pages.get('/product/b', async () => 'page-b1', tagged('product:b', 'catalog', 'settings'));
    group.invalidate(['product:a']);
    expect(await reads.get('product-a', async () => 'a2', tagged('product:a'))).toBe('a2');
    expect(await pages.get('/product/a', async () => 'page-a2')).toBe('page-a2');
    expect(await reads.get('product-b', async () => 'b2')).toBe('b1');
    expect(await pages.get('/product/b', async () => 'page-b2')).toBe('page-b1');
    expect(await reads.get('untagged', async () => 'u2')).toBe('u1');
    group.invalidate(['settings']);
    expect(await pages.get('/product/b', async () => 'page-b3')).toBe('page-b3');
    expect(await reads.get('product-b', async () => 'b3')).toBe('b1');
  });

  it('does not store a load begun before a write naming its tags, nor let a later request wait for it', async () => {
    const cache = createReadCache<string>({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    const tags = { tags: (): CacheTag[] => ['product:a'] };
    let release: (v: string) => void = () => undefined;
    const during = cache.get('k', () => new Promise<string>((r) => (release = r)), tags);
    cache.invalidate(['product:a']);
    const after = cache.get('k', async () => 'read after the write', tags);
    release('read before the write');
    expect(await during).toBe('read before the write');
    expect(await after).toBe('read after the write');
    expect(await cache.get('k', async () => 'later', tags)).toBe('read after the write');
  });

  it('clear drops every entry of the group, untagged ones too, and stores no load begun before it', async () => {
    const group = createCacheGroup({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    const reads = group.create<string>('reads');
    const pages = group.create<string>('pages');
    await reads.get('untagged', async () => 'u1');
    await pages.get('/product/a', async () => 'page-a1', { tags: () => ['product:a'] });
    let release: (v: string) => void = () => undefined;
    const during = reads.get('k', () => new Promise<string>((r) => (release = r)));
    group.clear();
    release('read before the clear');
    expect(await during).toBe('read before the clear');
    expect(await reads.get('untagged', async () => 'u2')).toBe('u2');
    expect(await pages.get('/product/a', async () => 'page-a2')).toBe('page-a2');
    expect(await reads.get('k', async () => 'read after the clear')).toBe('read after the clear');
  });

  it('stores a load begun before a write about something else', async () => {
    const cache = createReadCache<string>({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    let release: (v: string) => void = () => undefined;
    const during = cache.get('k', () => new Promise<string>((r) => (release = r)), { tags: () => ['product:b'] });
    cache.invalidate(['product:a']);
    release('unaffected');
    await during;
    expect(await cache.get('k', async () => 'again')).toBe('unaffected');
  });

  it('cachedCall keys results by function name and arguments, and tags them with what they hold', async () => {
    const cache = createReadCache<unknown>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    let calls = 0;
    const double = cachedCall(cache, 'double', async (n: number) => ((calls += 1), n * 2), {
      of: (n): CacheTag[] => [`product:${n}`],
    });
    expect(await double(2)).toBe(4);
    expect(await double(2)).toBe(4);
    expect(await double(3)).toBe(6);
    expect(calls).toBe(2);
    cache.invalidate(['product:4']);
    expect(await double(2)).toBe(4);
    expect(await double(3)).toBe(6);
    expect(calls).toBe(3);
  });

  it('collects the tags a render shows from the cached calls it made, hits included', async () => {
    const cache = createReadCache<unknown>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    const product = cachedCall(cache, 'product', async (id: string) => ({ id }), {
      of: (p): CacheTag[] => [`product:${p.id}`],
    });
    const list = cachedCall(cache, 'list', async () => [{ id: 'a' }, { id: 'b' }], {
      of: (items): CacheTag[] => ['catalog', ...items.map((i): CacheTag => `product:${i.id}`)],
      shown: (): CacheTag[] => ['catalog'],
    });
    await product('x');
    const { result, tags } = await collectShownTags(async () => (await Promise.all([product('x'), list()]))[0]);
    expect(result).toEqual({ id: 'x' });
    expect(tags.sort()).toEqual(['catalog', 'product:x']);
    expect((await collectShownTags(async () => 'no reads')).tags).toEqual([]);
  });
});
