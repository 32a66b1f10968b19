// The reads every guest repeats (catalog lists, a product, home images, shop settings), served from memory for a few
// seconds and tagged with what they show, so a write drops only what it changed. Pages read only these.
import type { Database } from './db/client.ts';
import { productTag, type CacheTag } from './lib/cache-tags.ts';
import { cachedCall, type CacheGroup } from './lib/read-cache.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createContentService } from './modules/content/index.ts';
import { createSettingsService } from './modules/settings/index.ts';

const listed = (): CacheTag[] => ['catalog'];
/** A list holds each product's exact stock (the JSON API answers it), so a sale of one drops the lists holding it; a
 *  page shows the list as cards, whose stock is only 'sold out' or not, which a sale announces with `catalog`. */
const productList = {
  of: (products: readonly { _id: string }[]): CacheTag[] => ['catalog', ...products.map((p) => productTag(p._id))],
  shown: listed,
};

export function createCachedReads(caches: CacheGroup, db: Database) {
  const cache = caches.create<unknown>('reads');
  const catalog = createCatalogService({ db });
  const content = createContentService({ db });
  const settings = createSettingsService({ db });
  const inSettings = { of: (): CacheTag[] => ['settings'] };
  return {
    catalog: {
      listProducts: cachedCall(cache, 'listProducts', catalog.listProducts, {
        ...productList,
        of: (page) => productList.of(page.products),
      }),
      newArrivals: cachedCall(cache, 'newArrivals', catalog.newArrivals, productList),
      featured: cachedCall(cache, 'featured', catalog.featured, productList),
      productByProdId: cachedCall(cache, 'productByProdId', catalog.productByProdId, {
        of: (product) => [productTag(product._id)],
      }),
      categories: cachedCall(cache, 'categories', catalog.categories, { of: listed }),
      sitemapEntries: cachedCall(cache, 'sitemapEntries', catalog.sitemapEntries, { of: listed }),
    },
    content: {
      activeImages: cachedCall(cache, 'activeImages', content.activeImages, { of: (): CacheTag[] => ['home'] }),
    },
    // Reads only: writes go through the settings editor, which invalidates 'settings'.
    settings: {
      deliveryRates: cachedCall(cache, 'deliveryRates', settings.deliveryRates, inSettings),
      paymentAccounts: cachedCall(cache, 'paymentAccounts', settings.paymentAccounts, inSettings),
      contactDetails: cachedCall(cache, 'contactDetails', settings.contactDetails, inSettings),
      orderRules: cachedCall(cache, 'orderRules', settings.orderRules, inSettings),
    },
  };
}

export type CachedReads = ReturnType<typeof createCachedReads>;
