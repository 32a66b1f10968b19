// Image bytes a phone downloads for the home page and a product page of a running shop (issue 18): Chromium at a
// 390 px viewport, scrolled to the bottom, every image response summed at its transfer size, split by format.
// Run: node bench/phone-image-bytes.mjs http://localhost:4391 [/product/some-slug] (default: the first card on /).
/* global document, window -- the page.evaluate callbacks run in the browser */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4173';
const DEVICE_SCALE_FACTOR = Number(process.env.DPR ?? 3);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** One visit in a fresh context (an empty cache), as a shopper's first view of the page. */
async function imageBytes(pagePath) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') images.push(response);
  });
  // A shopper looks at the first screen a moment: the page hydrates and the gallery fetches its neighbour images.
  await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
  // Step down the page so every lazy image comes near the viewport, then wait until each one has loaded.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(last?.url ? new URL(last.url).pathname : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1000);
      }),
  );
  const byType = {};
  let total = 0;
  for (const response of images) {
    const sizes = await response.request().sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    const type = (response.headers()['content-type'] ?? '?').replace('image/', '');
    byType[type] = byType[type] ?? { count: 0, bytes: 0 };
    byType[type].count++;
    byType[type].bytes += bytes;
    total += bytes;
    if (process.env.VERBOSE)
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(response.url()).pathname}`);
  }
  await context.close();
  return { pagePath, count: images.length, total, byType, lcp };
}

async function firstProductPath() {
  const page = await browser.newPage();
  await page.goto(new URL('/', base).href);
  const href = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  await page.close();
  return href;
}

const productPath = process.argv[3] ?? (await firstProductPath());
for (const pagePath of ['/', productPath]) {
  const r = await imageBytes(pagePath);
  const parts = Object.entries(r.byType)
    .map(([type, v]) => `${type} ${v.count} = ${(v.bytes / 1024).toFixed(1)} KB`)
    .join(', ');
  console.log(
    `${pagePath} @390px x${DEVICE_SCALE_FACTOR}: ${r.count} images, ${(r.total / 1024).toFixed(1)} KB (${parts}); LCP ${r.lcp}`,
  );
}
await browser.close();
