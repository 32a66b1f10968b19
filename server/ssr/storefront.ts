// Serves the built web app: static assets with long caching, and every other GET rendered by React Router.
import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { CachedReads } from '../cached-reads.ts';
import { collectShownTags, type CacheGroup } from '../lib/read-cache.ts';
import type { CurrencyRates } from '../modules/currency/index.ts';
import { nonceSource, pageCsp } from './csp.ts';
import { displayCurrency, DISPLAY_CURRENCY_VARY, type DisplayCurrency } from './display-currency.ts';
import { createPageAddress } from './page-address.ts';
import {
  isCacheableRequest,
  pageHeaders,
  pageKey,
  sendSharedPage,
  sharedPage,
  withVary,
  type RenderedPage,
  type SharedPage,
} from './page-cache.ts';

/** A page rendered for sharing is not tied to one visitor's connection, so it gets its own time limit. */
const SHARED_RENDER_TIMEOUT_MS = 10_000;

export interface StorefrontBuild {
  /** build/client: hashed assets and public files. */
  clientDir: string;
  server: ServerBuild;
}

export interface StorefrontContext {
  /** Pages read only cached, tagged reads: a shared page carries their tags, so a write that changes what it shows
   *  drops it. The live catalog (checkout, cart, wishlist) is not offered here. */
  services: CachedReads;
  nonce: string;
  publicUrl: string;
  /** The currency this request's page shows its prices in, and the rates to convert with (display-currency.ts). */
  currency: DisplayCurrency;
  /** The IP location services the browser may ask when the request gave no hint (SPEC §7); none configured, none asked. */
  locationServices: readonly string[];
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the loaders' context is ours
  interface AppLoadContext extends StorefrontContext {}
}

/** Visitor-specific headers a shared render must never see, so no visitor's state can end up in another's page. */
const PRIVATE_HEADERS = new Set(['cookie', 'authorization']);

function toWebRequest(
  request: FastifyRequest,
  url: string,
  origin: string,
  signal: AbortSignal,
  shared: boolean,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || (shared && PRIVATE_HEADERS.has(key))) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return new Request(new URL(url, origin), { method: request.method, headers, signal });
}

async function sendWebResponse(reply: FastifyReply, response: Response, headers: [string, string][]): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

export async function registerStorefront(
  app: FastifyInstance,
  build: StorefrontBuild,
  options: {
    reads: CachedReads;
    caches: CacheGroup;
    /** Where absolute URLs point (PUBLIC_URL, else the listening address): never the request's Host, which anyone sets. */
    origin: string;
    connectSources: string[];
    currencyRates: CurrencyRates;
    locationServices?: readonly string[];
  },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: build.clientDir,
    prefix: '/',
    wildcard: false, // unknown paths fall through to the router below, not to a 404 from static
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(build.clientDir, 'assets') + path.sep);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const handle = createRequestHandler(build.server, 'production');
  const pages = options.caches.create<SharedPage | RenderedPage>('pages', { maxEntries: 500 });
  const pageAddress = createPageAddress(build.server.routes);
  const context = (nonce: string, origin: string, currency: DisplayCurrency): AppLoadContext => ({
    services: options.reads,
    nonce,
    publicUrl: origin,
    currency,
    locationServices,
  });
  const locationServices = options.locationServices ?? [];
  // The browser asks the location services itself (when the request gave no hint), so the pages' CSP allows them.
  const connectSources = [
    ...new Set([...options.connectSources, ...locationServices.map((url) => new URL(url).origin)]),
  ];
  const policy = (scriptSources: string[]) => pageCsp(scriptSources, connectSources);
  const isHtml = (headers: Iterable<[string, string]>) =>
    [...headers].some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
  /** An HTML page differs by the visitor's currency choice and country hints: caches in front must key on them. */
  const varied = (headers: [string, string][]) =>
    isHtml(headers) ? withVary(headers, DISPLAY_CURRENCY_VARY) : headers;

  /** Renders the page at `address` into memory, for every visitor who asks for it in the next few seconds. */
  const renderInFull = async (
    request: FastifyRequest,
    address: string,
    origin: string,
    nonce: string,
    currency: DisplayCurrency,
  ): Promise<RenderedPage> => {
    const { result, tags } = await collectShownTags(async () => {
      const webRequest = toWebRequest(request, address, origin, AbortSignal.timeout(SHARED_RENDER_TIMEOUT_MS), true);
      const response = await handle(webRequest, context(nonce, origin, currency));
      return { status: response.status, headers: varied([...response.headers]), body: await response.text() };
    });
    // Every page converts its prices with the rates it was rendered with: new rates drop it.
    return { ...result, tags: [...tags, 'currency-rates'] };
  };

  /** Renders for this visitor alone, streamed as it is made. */
  const renderOwn = async (request: FastifyRequest, reply: FastifyReply, origin: string, currency: DisplayCurrency) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const webRequest = toWebRequest(request, request.url, origin, controller.signal, false);
    const response = await handle(webRequest, context(nonce, origin, currency));
    if (isHtml(response.headers)) reply.header('Content-Security-Policy', policy([nonceSource(nonce)]));
    return sendWebResponse(reply, response, varied([...response.headers]));
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = options;
    // Decided from the request's own cookie and headers, before the lookup: the shared render never sees the cookie.
    const currency = displayCurrency(request.headers, options.currencyRates.current());
    const address = isCacheableRequest(request) ? pageAddress(request.url) : null;
    if (address === null) return renderOwn(request, reply, origin, currency);
    const bot = isbot(request.headers['user-agent'] ?? '');
    const outcome = await sharedPage(
      pages,
      pageKey(origin, bot, currency.code, address),
      (nonce) => renderInFull(request, address, origin, nonce, currency),
      policy,
    );
    if (outcome.kind === 'shared') return sendSharedPage(request, reply, outcome.page);
    if (outcome.kind === 'none') return renderOwn(request, reply, origin, currency);
    const { page, nonce } = outcome;
    reply.status(page.status);
    for (const [name, value] of pageHeaders(page.headers)) reply.header(name, value);
    if (isHtml(page.headers)) reply.header('Content-Security-Policy', policy([nonceSource(nonce)]));
    return reply.send(page.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}
