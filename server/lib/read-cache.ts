// Short-lived in-memory caches for read-mostly data and pages: fresh for a few seconds, then served stale while one
// refresh runs; concurrent misses share one load; each entry carries tags saying what it shows, and a write drops
// only the entries carrying a tag it names.
//
// Why: a page of the shop is the same for every guest, and the catalog changes a few times a day. Without a cache a
// burst of shoppers (a sale announced on Instagram) makes the 2-core server render the same page hundreds of times.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheTag } from './cache-tags.ts';

export interface ReadCacheOptions {
  /** How long a value is served without asking the source again. */
  freshMs: number;
  /** How much longer an old value may be served while one refresh runs in the background. */
  staleMs: number;
  /** The oldest entries are dropped beyond this many. */
  maxEntries: number;
  /** Told how each lookup was answered (the metrics' hit and miss counts). */
  onLookup?: (outcome: CacheOutcome) => void;
}

/** How a lookup was answered: from memory, from memory while one refresh runs, or by loading it (or joining a load). */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

export interface GetOptions<V> {
  /** What the value shows; invalidating any of them drops it. A value without tags is dropped only by age. */
  tags?: (value: V) => readonly CacheTag[];
  /** Whether a loaded value is stored at all. */
  keep?: (value: V) => boolean;
}

interface Entry<V> {
  value: V;
  tags: ReadonlySet<CacheTag>;
  storedAt: number;
  refreshing: boolean;
}

export interface ReadCache<V> {
  /** The cached value for `key`, loading it when missing or too old. */
  get(key: string, load: () => Promise<V>, options?: GetOptions<V>): Promise<V>;
  /** Drops every entry carrying any of `tags`; a load already running for them will not be stored. */
  invalidate(tags: readonly CacheTag[]): void;
  /** Drops every entry, and no load already running is stored (a change may have been missed: issue 19). */
  clear(): void;
}

export function createReadCache<V>(
  { freshMs, staleMs, maxEntries, onLookup }: ReadCacheOptions,
  now: () => number = Date.now,
): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, { promise: Promise<V>; startedAt: number }>();
  // Invalidations are counted; each tag remembers the count at its last one. A load remembers the count it started
  // at, so what it read before a write naming one of its tags is never stored after that write.
  let writes = 0;
  const lastWriteOf = new Map<CacheTag, number>();
  let lastClear = 0;

  function store(key: string, value: V, tags: readonly CacheTag[]): void {
    entries.delete(key); // re-inserting keeps the Map in least-recently-stored order
    entries.set(key, { value, tags: new Set(tags), storedAt: now(), refreshing: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function loadOnce(key: string, load: () => Promise<V>, { tags = () => [], keep = () => true }: GetOptions<V>) {
    const running = inFlight.get(key);
    // A load begun before the latest write may have read what that write replaced: the caller does not wait for it.
    if (running && running.startedAt === writes) return running.promise;
    const startedAt = writes;
    const promise = load()
      .then((value) => {
        const valueTags = tags(value);
        if (lastClear > startedAt || valueTags.some((tag) => (lastWriteOf.get(tag) ?? 0) > startedAt)) return value;
        // A value not worth keeping (say the page is now a 404) also retires the old one.
        if (keep(value)) store(key, value, valueTags);
        else entries.delete(key);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      });
    inFlight.set(key, { promise, startedAt });
    return promise;
  }

  return {
    async get(key, load, options = {}) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) {
        onLookup?.('hit');
        return entry.value;
      }
      if (entry && age <= freshMs + staleMs) {
        onLookup?.('stale');
        if (!entry.refreshing) {
          entry.refreshing = true;
          // A failed refresh keeps the old value until it goes stale; the next request tries again.
          loadOnce(key, load, options).catch(() => {
            entry.refreshing = false;
          });
        }
        return entry.value;
      }
      onLookup?.('miss');
      return loadOnce(key, load, options);
    },
    invalidate(tags) {
      writes += 1;
      for (const tag of tags) lastWriteOf.set(tag, writes);
      for (const [key, entry] of entries) if (tags.some((tag) => entry.tags.has(tag))) entries.delete(key);
    },
    clear() {
      writes += 1;
      lastClear = writes;
      entries.clear();
    },
  };
}

/** Every read cache of the app, so one call after a write reaches them all; `lookups` is told how each named cache
 *  answered each lookup (the metrics). */
export function createCacheGroup(
  defaults: ReadCacheOptions,
  lookups: (cache: string, outcome: CacheOutcome) => void = () => undefined,
) {
  const members: ReadCache<unknown>[] = [];
  return {
    create<V>(name: string, options: Partial<ReadCacheOptions> = {}): ReadCache<V> {
      const cache = createReadCache<V>({ ...defaults, onLookup: (outcome) => lookups(name, outcome), ...options });
      members.push(cache as ReadCache<unknown>);
      return cache;
    },
    /** Call once after any committed write that changes what shoppers see, with the tags of what changed. */
    invalidate(tags: readonly CacheTag[]): void {
      if (tags.length === 0) return;
      for (const cache of members) cache.invalidate(tags);
    },
    /** Drops everything cached: another instance's change may have been missed (its notification lost). */
    clear(): void {
      for (const cache of members) cache.clear();
    },
  };
}

export type CacheGroup = ReturnType<typeof createCacheGroup>;

// The tags of every cached read made while rendering one page: the page shows what they show, so it carries them.
const shownTags = new AsyncLocalStorage<Set<CacheTag>>();

/** Runs `render` and answers with the tags of every cached read it made (through cachedCall). */
export async function collectShownTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: CacheTag[] }> {
  const tags = new Set<CacheTag>();
  const result = await shownTags.run(tags, render);
  return { result, tags: [...tags] };
}

export interface CallTags<R> {
  /** What the result holds: invalidating any of these drops it. */
  of: (result: R) => readonly CacheTag[];
  /** What a page built from the result shows, when that is less than it holds (a list of products is shown as cards,
   *  whose stock is only 'sold out' or not). */
  shown?: (result: R) => readonly CacheTag[];
}

/** `fn` with its results cached under its name and arguments, tagged with what they hold. */
export function cachedCall<A extends unknown[], R>(
  cache: ReadCache<unknown>,
  name: string,
  fn: (...args: A) => Promise<R>,
  tags: CallTags<R>,
): (...args: A) => Promise<R> {
  const options = { tags: tags.of } as GetOptions<unknown>;
  return async (...args) => {
    const result = (await cache.get(`${name}:${JSON.stringify(args)}`, () => fn(...args), options)) as R;
    const page = shownTags.getStore();
    if (page) for (const tag of (tags.shown ?? tags.of)(result)) page.add(tag);
    return result;
  };
}
