// Lighthouse 12 (mobile, its default throttling) on pages of a running shop, in Debian's Chromium: the scores and
// paint figures issue 18 sets targets for. Used by bench/catalog.mjs; alone: node bench/lighthouse.mjs <url>...
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** One Lighthouse run per URL (mobile, simulated throttling: Lighthouse's defaults), in one browser. */
export async function lighthouseRuns(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const results = [];
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      });
      const score = (id) => Math.round(lhr.categories[id].score * 100);
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        // A metric Lighthouse could not compute is left out (printed as n/a), not counted as zero.
        error: lhr.runtimeError?.message,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export const LIGHTHOUSE_TARGETS =
  'targets: performance, accessibility, SEO 100; FCP < 1,200 ms, LCP < 1,800 ms, TBT < 50 ms, CLS < 0.01';

/** One line per page: its scores and figures, marked where a figure misses its target. */
export function lighthouseLine({ url, performance, accessibility, seo, fcp, lcp, tbt, cls, error }) {
  if (error) return `${new URL(url).pathname.padEnd(28)} Lighthouse failed: ${error}`;
  const mark = (ok) => (ok ? '' : '!');
  return [
    `${new URL(url).pathname.padEnd(28)}`,
    `perf ${performance}${mark(performance === 100)}`,
    `a11y ${accessibility}${mark(accessibility === 100)}`,
    `seo ${seo}${mark(seo === 100)}`,
    `FCP ${fcp} ms${mark(fcp < 1200)}`,
    `LCP ${lcp} ms${mark(lcp < 1800)}`,
    `TBT ${tbt} ms${mark(tbt < 50)}`,
    cls === undefined ? 'CLS n/a!' : `CLS ${cls.toFixed(3)}${mark(cls < 0.01)}`,
  ].join('   ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (!urls.length) throw new Error('usage: node bench/lighthouse.mjs <url>...');
  console.log(LIGHTHOUSE_TARGETS);
  for (const result of await lighthouseRuns(urls)) console.log(lighthouseLine(result));
}
