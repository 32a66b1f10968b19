// The process's shared infrastructure every module may name as a dependency: the database, storage, settings from
// main.ts (or a test harness), and what the modules share at run time (metrics, read caches, fleet invalidation,
// background job gates, the image queue).
import crypto from 'node:crypto';
import { createCachedReads } from './cached-reads.ts';
import type { CacheTag } from './lib/cache-tags.ts';
import { createFleetInvalidation } from './lib/fleet/fleet-invalidation.ts';
import { createFleetJobs } from './lib/fleet/fleet-jobs.ts';
import { postgresRateLimitStore } from './lib/fleet/rate-limit-store.ts';
import { createShopMetrics } from './lib/metrics.ts';
import { createCacheGroup } from './lib/read-cache.ts';
import { createSessionTokens } from './lib/session-tokens.ts';
import { createWorkQueue } from './lib/work-queue.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Shopper-facing reads and pages are served from memory for a few seconds and stale for a minute more while one refresh
 * runs. Every write drops at once what it changed (invalidate, by tag) here, and within moments on every other instance
 * sharing the database (PostgreSQL NOTIFY, server/lib/fleet); the minute bounds what an instance whose notifications
 * failed can miss. Stock at checkout is always read live, so a cached page can never oversell.
 */
const READ_CACHE = { freshMs: 5_000, staleMs: 60_000, maxEntries: 2_000 };

/** Told what another instance changed (`'all'` after a gap in listening), after the caches dropped it. */
export type ChangedElsewhere = (tags: readonly CacheTag[] | 'all') => void;

export function createInfrastructure(deps: ServiceDeps) {
  const { db, sessionSecret, imageConcurrency = 1, log = () => undefined } = deps;
  // Counted here, read by /metrics (plugins/metrics.ts) when it is served.
  const metrics = createShopMetrics();
  const caches = createCacheGroup(READ_CACHE, metrics.cacheLookup);
  const elsewhere: ChangedElsewhere[] = [];
  // The one way a write says what shoppers see changed, after its transaction has committed: here at once, and on
  // every other instance through NOTIFY (main.ts starts listening for theirs).
  const fleet = createFleetInvalidation({
    db,
    caches,
    log,
    changedElsewhere: (tags) => {
      for (const listener of elsewhere) listener(tags);
    },
  });
  return {
    db,
    /** The pool under `db`: its connection counts are metrics. */
    pool: deps.pool,
    storage: deps.storage,
    dataDir: deps.dataDir,
    linkBaseUrl: deps.linkBaseUrl,
    publicUrlSet: deps.publicUrlSet ?? false,
    passwordCost: deps.passwordCost,
    mail: deps.mail ?? {},
    llm: deps.llm,
    rates: deps.rates,
    /** The IP-location services the browser may ask (the storefront adds their origins to connect-src). */
    locationServices: deps.locationServices ?? [],
    redis: deps.redis,
    /** BACKUP_EVERY_HOURS: where and how often the upkeep module backs the shop up; unset, never. */
    backupSchedule: deps.backups,
    log,
    sessionTokens: createSessionTokens(sessionSecret),
    /** Upload links, known-device tokens and unsubscribe links get keys of their own, derived from the session key:
     *  no more secrets to manage. */
    derivedKey: (purpose: string) => crypto.createHmac('sha256', sessionSecret).update(purpose).digest(),
    metrics,
    caches,
    // What shoppers see, cached: pages and public reads. Checkout, the cart and wishlists read the live catalog.
    cached: createCachedReads(caches, db),
    fleet,
    invalidate: (tags: readonly CacheTag[]) => fleet.invalidate(tags),
    /** For state kept outside the caches (the exchange rates every page reads): told what other instances changed. */
    onChangedElsewhere: (listener: ChangedElsewhere) => void elsewhere.push(listener),
    // Each background job's tick runs on one instance of the fleet.
    fleetJobs: createFleetJobs({ db, log }),
    // The bound that protects sign-in is `concurrency`; the line only bounds memory (each waiting file is at most 5 MB)
    // and waiting time, long enough that a busy minute of ordinary screenshots is queued rather than refused.
    imageQueue: createWorkQueue('image', { concurrency: imageConcurrency, maxWaiting: 16 * imageConcurrency }),
    /** Where @fastify/rate-limit counts (app.ts): PostgreSQL, or REDIS_URL's Redis; shared by every instance. */
    rateLimitStorage: deps.redis
      ? { redis: deps.redis, nameSpace: 'shop:rate-limit:' }
      : { store: postgresRateLimitStore(db) },
  };
}

export type Infrastructure = ReturnType<typeof createInfrastructure>;
