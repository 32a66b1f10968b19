// Builds every module's service from the narrow dependencies they need; shared by the API and the SSR loaders.
import path from 'node:path';
import type { Database } from './db/client.ts';
import { cachedCall, createCacheGroup, type CacheGroup } from './lib/read-cache.ts';
import type { FileStorage } from './lib/storage/index.ts';
import { createAccountsService } from './modules/accounts/index.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createContactService } from './modules/contact/index.ts';
import { createContentService } from './modules/content/index.ts';
import { createMediaService } from './modules/media/index.ts';
import { createNewsletterService } from './modules/newsletter/index.ts';
import { createSettingsService } from './modules/settings/index.ts';

export interface ServiceDeps {
  db: Database;
  storage: FileStorage;
  dataDir: string;
}

/**
 * Shopper-facing reads are served from memory for a few seconds and stale for a minute more while one refresh runs.
 * In this process every write clears them at once (caches.clearAll); the minute bounds what another instance sharing
 * the database can miss. Stock at checkout is always read fresh, so a cached page can never oversell.
 */
const READ_CACHE = { freshMs: 5_000, staleMs: 60_000, maxEntries: 2_000 };

/** The catalog and home content with the reads every guest repeats cached; per-size stock and cart lookups stay live. */
function cachedReads(caches: CacheGroup, db: Database) {
  const cache = caches.create<unknown>();
  const catalog = createCatalogService({ db });
  const content = createContentService({ db });
  const settings = createSettingsService({ db });
  return {
    catalog: {
      ...catalog,
      listProducts: cachedCall(cache, 'listProducts', catalog.listProducts),
      newArrivals: cachedCall(cache, 'newArrivals', catalog.newArrivals),
      featured: cachedCall(cache, 'featured', catalog.featured),
      productByProdId: cachedCall(cache, 'productByProdId', catalog.productByProdId),
      categories: cachedCall(cache, 'categories', catalog.categories),
    },
    content: { ...content, activeImages: cachedCall(cache, 'activeImages', content.activeImages) },
    settings: { ...settings, deliveryRates: cachedCall(cache, 'deliveryRates', settings.deliveryRates) },
  };
}

export function createServices({ db, storage, dataDir }: ServiceDeps) {
  const caches = createCacheGroup(READ_CACHE);
  return {
    caches,
    ...cachedReads(caches, db),
    accounts: createAccountsService({ db }),
    contact: createContactService({ db }),
    media: createMediaService({ db, storage, cacheDir: path.join(dataDir, 'cache', 'media') }),
    newsletter: createNewsletterService({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;
