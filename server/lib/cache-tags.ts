// What a cached read or page shows, named so a write can say what it changed: invalidate(['product:…']) drops only
// the reads and pages that show that product, not every page of the shop.

/**
 * - `product:{id}`: one product (by its database id) as its own page shows it: price, stock per size, images, text.
 * - `catalog`: which products are listed and how each card shows them (name, price, picture, sold out), and in what
 *   order; the shop, home rails, related products, categories and the sitemap.
 * - `home`: the home page's slides and category banners.
 * - `settings`: the shop settings every page's layout and the checkout read (delivery rates, contact, payment).
 * - `currency-rates`: the exchange rates every page converts its prices with (issue 16); new rates drop every page.
 */
export type CacheTag = 'catalog' | 'home' | 'settings' | 'currency-rates' | `product:${string}`;

export const productTag = (productId: string): CacheTag => `product:${productId}`;

/** Tells the shopper-facing caches what changed; called once, after the transaction that changed it has committed. */
export type Invalidate = (tags: readonly CacheTag[]) => void;
