// Short-lived in-memory caches for read-mostly data and pages: fresh for a few seconds, then served stale while one
// refresh runs; concurrent misses share one load; every write that changes what shoppers see clears them all.
//
// Why: a page of the shop is the same for every guest, and the catalog changes a few times a day. Without a cache a
// burst of shoppers (a sale announced on Instagram) makes the 2-core server render the same page hundreds of times.

export interface ReadCacheOptions {
  /** How long a value is served without asking the source again. */
  freshMs: number;
  /** How much longer an old value may be served while one refresh runs in the background. */
  staleMs: number;
  /** The oldest entries are dropped beyond this many. */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  refreshing: boolean;
}

export interface ReadCache<V> {
  /** The cached value for `key`, loading it when missing or too old; `keep` decides whether a loaded value is stored. */
  get(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  clear(): void;
}

export function createReadCache<V>(
  { freshMs, staleMs, maxEntries }: ReadCacheOptions,
  now: () => number = Date.now,
): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, Promise<V>>();
  // Bumped by clear(), so a load that started before a write cannot store what it read before that write.
  let generation = 0;

  function store(key: string, value: V): void {
    entries.delete(key); // re-inserting keeps the Map in least-recently-stored order
    entries.set(key, { value, storedAt: now(), refreshing: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function loadOnce(key: string, load: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = load()
      .then((value) => {
        if (startedIn !== generation) return value;
        // A value not worth keeping (say the page is now a 404) also retires the old one.
        if (keep(value)) store(key, value);
        else entries.delete(key);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get(key, load, keep = () => true) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= freshMs) return entry.value;
      if (entry && age <= freshMs + staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          // A failed refresh keeps the old value until it goes stale; the next request tries again.
          loadOnce(key, load, keep).catch(() => {
            entry.refreshing = false;
          });
        }
        return entry.value;
      }
      return loadOnce(key, load, keep);
    },
    clear() {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
  };
}

/** Every read cache of the app, so one call after a write clears them all. */
export function createCacheGroup(defaults: ReadCacheOptions) {
  const members: ReadCache<unknown>[] = [];
  return {
    create<V>(options: Partial<ReadCacheOptions> = {}): ReadCache<V> {
      const cache = createReadCache<V>({ ...defaults, ...options });
      members.push(cache as ReadCache<unknown>);
      return cache;
    },
    /** Call after any write that changes what shoppers see (products, stock, images, settings). */
    clearAll(): void {
      for (const cache of members) cache.clear();
    },
  };
}

export type CacheGroup = ReturnType<typeof createCacheGroup>;

/** `fn` with its results cached under its name and arguments. */
export function cachedCall<A extends unknown[], R>(
  cache: ReadCache<unknown>,
  name: string,
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => cache.get(`${name}:${JSON.stringify(args)}`, () => fn(...args)) as Promise<R>;
}
