// Rendered pages, kept for a few seconds and tagged with what they show: every visitor sees the same page, so it is
// rendered (and compressed) once, not once per visit, until a write changes something it shows. A shared page cannot carry a per-visitor nonce, so its inline scripts are allowed by their
// SHA-256 hashes instead (CSP Level 2), which pins the exact script text just as strictly.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrencyCode } from '../../domain/currency.ts';
import type { CacheTag } from '../lib/cache-tags.ts';
import type { ReadCache } from '../lib/read-cache.ts';
import { pageCsp } from './csp.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that describe one transfer of the body, not the page itself. */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The tags of the cached reads the render made: a write naming one of them drops the shared page. */
  tags: readonly CacheTag[];
}

export type PageEncoding = 'br' | 'gzip';

export interface SharedPage {
  status: number;
  headers: [string, string][];
  tags: readonly CacheTag[];
  identity: Buffer;
  /** The body compressed in `encoding`, made the first time a visitor asks for it and kept with the page. */
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

/** The page's own headers, without those that describe one transfer of its body. */
export function pageHeaders(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => !TRANSFER_HEADERS.has(name));
}

/** Only a 200 page without cookies is shared: an error page or a redirect is rendered again for the next visitor. */
function isShareable(page: RenderedPage): boolean {
  return page.status === 200 && !page.headers.some(([name]) => name === 'set-cookie');
}

/**
 * A page renders from its address alone: no loader reads a cookie (sign-in is a bearer token the browser keeps, and
 * signed-in data loads in the browser), so a request with cookies gets the shared page too. A request with
 * Authorization is rendered for itself; HEAD has no body to share.
 */
export function isCacheableRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.authorization;
}

/** A random stand-in for the nonce while rendering a page to share; it is taken out again before the page is stored. */
export function newNoncePlaceholder(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** The page's cache key: what the rendered HTML depends on (origin for absolute links, crawler or browser, the
 *  currency its prices are shown in, so an address has at most one page per currency, and the page's address: its
 *  path and the query parameters its routes read, page-address.ts). */
export function pageKey(origin: string, bot: boolean, currency: CurrencyCode, address: string): string {
  return `${origin}|${bot ? 'bot' : 'browser'}|${currency}|${address}`;
}

/** Adds `value` to the page's Vary header, keeping what the render already put there. */
export function withVary(headers: [string, string][], value: string): [string, string][] {
  const existing = headers.find(([name]) => name === 'vary');
  if (!existing) return [...headers, ['vary', value]];
  return headers.map((header) => (header === existing ? ['vary', `${existing[1]}, ${value}`] : header));
}

/** Swaps the nonce for hashes: every inline script the render marked with `placeholder` is allowed by its SHA-256. */
export function withScriptHashes(html: string, placeholder: string): { html: string; hashes: string[] } {
  const marker = ` nonce="${placeholder}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(marker) || /\bsrc=/.test(attributes) || !text) continue;
    // Hash the text as it will be sent: the nonce also appears in the root loader's data, and comes out below.
    hashes.add(
      `'sha256-${crypto.createHash('sha256').update(text.replaceAll(placeholder, ''), 'utf8').digest('base64')}'`,
    );
  }
  return { html: html.replaceAll(marker, '').replaceAll(placeholder, ''), hashes: [...hashes] };
}

/** Prepares a rendered page for sharing: nonce out, hashes into its CSP, compressed once for every later visitor. */
export async function sharePage(
  page: RenderedPage,
  placeholder: string,
  policy: (scriptSources: string[]) => string = pageCsp,
): Promise<SharedPage> {
  const headers = pageHeaders(page.headers);
  let body = page.body;
  if (headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'))) {
    const hashed = withScriptHashes(body, placeholder);
    body = hashed.html;
    headers.push(['content-security-policy', policy(hashed.hashes)]);
  } else {
    body = body.replaceAll(placeholder, '');
  }
  const sent = withVary(headers, 'Accept-Encoding');
  const identity = Buffer.from(body, 'utf8');
  return { status: page.status, headers: sent, tags: page.tags, identity, encoded: compressOnDemand(identity) };
}

/**
 * Each encoding once, when first asked for: most pages a search or a filter makes are seen by one visitor, whose
 * browser takes brotli, so making gzip too (as every page did before issue 18) was a millisecond spent for nobody.
 */
function compressOnDemand(identity: Buffer): (encoding: PageEncoding) => Promise<Buffer> {
  const made = new Map<PageEncoding, Promise<Buffer>>();
  const compress = (encoding: PageEncoding) =>
    encoding === 'gzip'
      ? gzip(identity, { level: 6 })
      : brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        });
  return (encoding) => {
    let body = made.get(encoding);
    if (!body) made.set(encoding, (body = compress(encoding)));
    return body;
  };
}

export type PageOutcome =
  | { kind: 'shared'; page: SharedPage }
  /** Rendered for this request and not to be shared (an error page, a redirect): sent with the nonce it was rendered with. */
  | { kind: 'own'; page: RenderedPage; nonce: string }
  /** Another request's render that was not for sharing: this request renders its own. */
  | { kind: 'none' };

/** The shared page for `key`, rendered once when missing however many guests ask for it at the same moment. */
export async function sharedPage(
  cache: ReadCache<SharedPage | RenderedPage>,
  key: string,
  render: (nonce: string) => Promise<RenderedPage>,
  policy: (scriptSources: string[]) => string = pageCsp,
): Promise<PageOutcome> {
  let own: { page: RenderedPage; nonce: string } | undefined;
  const value = await cache.get(
    key,
    async () => {
      const placeholder = newNoncePlaceholder();
      const rendered = await render(placeholder);
      if (isShareable(rendered)) return sharePage(rendered, placeholder, policy);
      own = { page: rendered, nonce: placeholder };
      return rendered;
    },
    { tags: (page) => page.tags, keep: (page) => 'identity' in page },
  );
  if ('identity' in value) return { kind: 'shared', page: value };
  return own ? { kind: 'own', ...own } : { kind: 'none' };
}

/** Sends a shared page in the best encoding the browser accepts. */
export async function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}
