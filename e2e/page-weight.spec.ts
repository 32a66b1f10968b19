// The home page's JavaScript budget (README, Performance): under 120 KB as sent with gzip to a phone on a mobile
// network. Counted the way the bench counts it: every script and module preload the page names, at the size the
// server sends them.
import { expect, test } from '@playwright/test';

const HOME_JS_BUDGET_BYTES = 120 * 1024;

test('the home page ships less than 120 KB of JavaScript, gzip', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  expect(urls.size).toBeGreaterThan(0);

  let total = 0;
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
    total += length;
  }
  expect(total, `home JavaScript, gzip bytes, in ${urls.size} files`).toBeLessThan(HOME_JS_BUDGET_BYTES);
});
