// JavaScript budgets of every storefront page (README, Performance), as sent with gzip to a phone on a mobile network:
// every script and module preload the page names, at the size the server sends them. Issue 18's targets are home
// 100 KB, a product page 110 KB and every other storefront page 120 KB; React, React DOM and React Router alone are
// about 98 KB of a page, so home, product and preorder checkout are held at what they ship today (decision 0013) and
// fail if they grow.
import { expect, test, type APIRequestContext } from '@playwright/test';

const KB = 1024;
const HOME_BUDGET = 115 * KB;
const PRODUCT_BUDGET = 126 * KB;
const PAGE_BUDGET = 120 * KB;
/** 122 KB today: its own three-step code on top of the checkout's; held, 2 KB over the target. */
const PREORDER_CHECKOUT_BUDGET = 123 * KB;

const PAGES: [path: string, budget: number][] = [
  ['/', HOME_BUDGET],
  ['/product/WMN-AJK-001', PRODUCT_BUDGET],
  ['/preorder-checkout', PREORDER_CHECKOUT_BUDGET],
  ...[
    '/shop',
    '/cart',
    '/wishlist',
    '/checkout',
    // A made-up ID: the confirmation pages render their shell and look the order up in the browser.
    '/order-confirmation/HC-ABCD-EFGH-JKLM',
    '/preorder-confirmation/PO-ABCD-EFGH-JKLM',
    '/track-order',
    '/preorders',
    '/orders',
    '/about',
    '/contact',
    '/faq',
    '/privacy-policy',
    '/login',
    '/register',
    '/forgot-password',
    '/profile',
  ].map((path): [string, number] => [path, PAGE_BUDGET]),
];

/** Gzip bytes of the JavaScript the page at `path` loads, and how many files. */
async function pageJavaScript(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  let bytes = 0;
  for (const url of urls) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), url).toBe(200);
    const declared = Number(response.headers()['content-length']);
    // Pre-compressed files declare their size as sent. A file of a few bytes compressed on the fly does not, and is
    // counted by its decoded body, which is about as large.
    const length = declared || (await response.body()).byteLength;
    expect(length, `bytes of ${url}`).toBeGreaterThan(0);
    if (length > 1024) {
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(declared, `Content-Length of ${url}`).toBeGreaterThan(0);
    }
    bytes += length;
  }
  return { bytes, files: urls.size };
}

for (const [path, budget] of PAGES) {
  test(`${path} ships less than ${budget / KB} KB of JavaScript, gzip`, async ({ request }) => {
    const { bytes, files } = await pageJavaScript(request, path);
    expect(files, `scripts named by ${path}`).toBeGreaterThan(0);
    expect(bytes, `${path} JavaScript, gzip bytes, in ${files} files`).toBeLessThan(budget);
  });
}
