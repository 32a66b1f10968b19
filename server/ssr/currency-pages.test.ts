// Pages in the visitor's currency through the real app (issue 16): the first byte shows converted prices, the cookie
// choice wins over the hints, the page cache holds one page per currency per address, new rates drop the pages, and
// search engines still read rupees. A product renamed behind the app's back tells a cached page from a fresh one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, FALLBACK_RATES } from '../../domain/currency.ts';
import { products } from '../db/schema/catalog.ts';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ storefront: true });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response;
};
const page = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).body;

/** A product at Rs 3,000: £8, AED 39, $11 at SPEC §9's fallback rates. */
async function product(name: string) {
  return { ...(await createProduct(t.database.db, t.app.services, { name, price: 3000, sizeStock: { S: 5 } })), name };
}

const renameBehindTheAppsBack = async (id: string, name: string) =>
  t.database.db.update(products).set({ name }).where(eq(products.id, id));

/** The product page's price as rendered: the converted figure, or the rupees. */
/** The price under the product's name: the first text of the element after the heading. */
const shownPrice = (html: string) => /data-testid="product-heading".*?<\/h1><span[^>]*>([^<]+)</s.exec(html)?.[1];

describe('pages in the visitor currency', () => {
  it('shows pounds from the first byte to a visitor with British hints, and keeps rupees for search engines', async () => {
    const kurta = await product('Sindhi Pound Kurta');
    const html = await page(`/product/${kurta.prodId}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(shownPrice(html)).toBe('£8');
    expect(html).toContain('Rs 3,000<!-- --> · charged in rupees');
    // JSON-LD and Open Graph: the shop's real price in its real currency.
    expect(html).toContain('"priceCurrency":"PKR"');
    expect(html).toContain('property="product:price:currency" content="PKR"');
    expect(html).toContain('content="3000"');
    expect(shownPrice(await page(`/product/${kurta.prodId}`, { 'cf-ipcountry': 'AE' }))).toBe('AED 39');
  });

  it('shows rupees without a hint, and for en-US (the factory setting of phones in Pakistan too)', async () => {
    const kurta = await product('Lahori Rupee Kurta');
    expect(shownPrice(await page(`/product/${kurta.prodId}`))).toBe('Rs 3,000');
    expect(shownPrice(await page(`/product/${kurta.prodId}`, { 'accept-language': 'en-US,en;q=0.9' }))).toBe(
      'Rs 3,000',
    );
    expect(shownPrice(await page(`/product/${kurta.prodId}`, { 'accept-language': 'en-US,en;q=0.9' }))).not.toContain(
      '$',
    );
  });

  it("lets the visitor's cookie choice win over the hints", async () => {
    const shawl = await product('Chitrali Choice Shawl');
    const html = await page(`/product/${shawl.prodId}`, { 'accept-language': 'en-GB', cookie: 'currency=AED' });
    expect(shownPrice(html)).toBe('AED 39');
  });

  it('tells caches in front that an HTML page varies by cookie, language and CDN country', async () => {
    const response = await get('/shop', { 'accept-language': 'en-GB' });
    const vary = String(response.headers.vary);
    for (const header of ['Cookie', 'Accept-Language', 'cf-ipcountry', 'Accept-Encoding'])
      expect(vary).toContain(header);
  });

  it('keeps one shared page per currency per address; a bogus cookie shares the rupee page', async () => {
    const dupatta = await product('Phulkari Variant Dupatta');
    const url = `/product/${dupatta.prodId}`;
    const first = new Map<string, string | undefined>();
    for (const code of CURRENCIES) first.set(code, shownPrice(await page(url, { cookie: `currency=${code}` })));
    expect(new Set(first.values()).size).toBe(CURRENCIES.length);
    await renameBehindTheAppsBack(dupatta.id, 'Renamed Variant Dupatta');

    // Every repeat, by cookie or by hint, is served one of the 12 pages rendered before the rename.
    for (const code of CURRENCIES) {
      const html = await page(url, { cookie: `currency=${code}` });
      expect(html, code).toContain(dupatta.name);
      expect(shownPrice(html), code).toBe(first.get(code));
    }
    const byHint = await page(url, { 'accept-language': 'en-GB' });
    expect(byHint).toContain(dupatta.name);
    expect(shownPrice(byHint)).toBe(first.get('GBP'));
    for (const cookie of ['currency=XYZ', 'currency=', 'currency=gbp']) {
      const html = await page(url, { cookie });
      expect(html, cookie).toContain(dupatta.name);
      expect(shownPrice(html), cookie).toBe('Rs 3,000');
    }
  });

  it("renders the pages again with new rates once the 'currency-rates' tag is invalidated", async () => {
    const frock = await product('Gota Rates Frock');
    const url = `/product/${frock.prodId}`;
    expect(shownPrice(await page(url, { cookie: 'currency=GBP' }))).toBe('£8');
    const { currencyRates, caches } = t.app.services;
    const before = currencyRates.current();
    try {
      currencyRates.replace({ ...before, rates: { ...FALLBACK_RATES, GBP: 0.005 }, source: 'live' });
      caches.invalidate(['currency-rates']);
      expect(shownPrice(await page(url, { cookie: 'currency=GBP' }))).toBe('£15');
    } finally {
      currencyRates.replace(before);
      caches.invalidate(['currency-rates']);
    }
  });
});
