// Shared pages: the render's nonce is swapped for the hashes of exactly the inline scripts it marked, pages compress
// once, and a page is dropped only by a write naming what it shows.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CacheTag } from '../lib/cache-tags.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { pageCsp } from './csp.ts';
import { sharedPage, sharePage, withScriptHashes, type RenderedPage, type SharedPage } from './page-cache.ts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('withScriptHashes', () => {
  it('hashes each marked inline script as sent, and removes every trace of the nonce', () => {
    const ph = 'PLACEHOLDER+/=';
    const html = [
      `<link rel="modulepreload" href="/a.js" nonce="${ph}"/>`,
      `<script nonce="${ph}">window.ctx = {"nonce":"${ph}"}</script>`,
      `<script type="module" async="" nonce="${ph}">import "/b.js";</script>`,
      `<script src="/c.js" nonce="${ph}"></script>`,
      '<script>alert("injected without the nonce")</script>',
    ].join('');
    const { html: out, hashes } = withScriptHashes(html, ph);
    expect(out).not.toContain(ph);
    expect(out).not.toContain('nonce=');
    expect(hashes).toEqual([sha('window.ctx = {"nonce":""}'), sha('import "/b.js";')]);
    expect(hashes).not.toContain(sha('alert("injected without the nonce")'));
  });
});

describe('sharePage', () => {
  it('puts the hashes in the CSP and compresses the body in gzip and brotli, each once, when first asked for', async () => {
    const body = `<html><script nonce="N">boot()</script>${'<p>handmade</p>'.repeat(200)}</html>`;
    const page = await sharePage(
      {
        status: 200,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['content-length', '1'],
        ],
        body,
        tags: ['home'],
      },
      'N',
    );
    const header = (name: string) => page.headers.find(([n]) => n === name)?.[1];
    expect(header('content-security-policy')).toContain(`script-src 'self' ${sha('boot()')}`);
    expect(header('content-length')).toBeUndefined();
    const [gzip, br] = [await page.encoded('gzip'), await page.encoded('br')];
    expect(zlib.gunzipSync(gzip).toString()).toBe(page.identity.toString());
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page.identity.toString());
    expect(br.length).toBeLessThan(page.identity.length / 5);
    // Asked again (by the next visitor), the same buffer: compressed once.
    expect(await page.encoded('br')).toBe(br);
    expect(await page.encoded('gzip')).toBe(gzip);
    expect(page.tags).toEqual(['home']);
  });

  it('lets the page connect to the upload storage it is given', async () => {
    const body = '<html><script nonce="N">boot()</script></html>';
    const policy = (scripts: string[]) => pageCsp(scripts, ['https://hunar.s3.ap-south-1.amazonaws.com']);
    const page = await sharePage(
      { status: 200, headers: [['content-type', 'text/html']], body, tags: [] },
      'N',
      policy,
    );
    const csp = page.headers.find(([n]) => n === 'content-security-policy')?.[1];
    expect(csp).toContain("connect-src 'self' https://hunar.s3.ap-south-1.amazonaws.com;");
    expect(csp).toContain(`script-src 'self' ${sha('boot()')}`);
    expect(pageCsp([])).toContain("connect-src 'self';");
  });
});

describe('sharedPage', () => {
  const html = (status: number, extra: [string, string][] = [], tags: CacheTag[] = []): RenderedPage => ({
    status,
    headers: [['content-type', 'text/html'], ...extra],
    body: '<p>page</p>',
    tags,
  });

  it('renders a 200 page once and shares it', async () => {
    const cache = createReadCache<SharedPage | RenderedPage>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    let renders = 0;
    const render = async () => ((renders += 1), html(200));
    expect((await sharedPage(cache, 'k', render)).kind).toBe('shared');
    expect((await sharedPage(cache, 'k', render)).kind).toBe('shared');
    expect(renders).toBe(1);
  });

  it('keeps a 404 or a page setting a cookie for the visitor it was rendered for', async () => {
    const cache = createReadCache<SharedPage | RenderedPage>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    const notFound = await sharedPage(cache, 'a', async () => html(404));
    expect(notFound).toMatchObject({ kind: 'own', page: { status: 404 } });
    const withCookie = await sharedPage(cache, 'b', async () => html(200, [['set-cookie', 'session=x']]));
    expect(withCookie.kind).toBe('own');
    let renders = 0;
    await sharedPage(cache, 'a', async () => ((renders += 1), html(404)));
    expect(renders).toBe(1);
  });

  it('keeps a page until a write names one of the tags its render read', async () => {
    const cache = createReadCache<SharedPage | RenderedPage>({ freshMs: 60_000, staleMs: 0, maxEntries: 10 });
    let renders = 0;
    const productPage = async () => ((renders += 1), html(200, [], ['product:a', 'catalog', 'settings']));
    await sharedPage(cache, 'product-a', productPage);
    cache.invalidate(['product:b', 'home']);
    await sharedPage(cache, 'product-a', productPage);
    expect(renders).toBe(1);
    cache.invalidate(['product:a']);
    await sharedPage(cache, 'product-a', productPage);
    expect(renders).toBe(2);
  });
});
