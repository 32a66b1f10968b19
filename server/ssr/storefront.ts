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
import { nonceSource, pageCsp } from './csp.ts';
import { createPageAddress } from './page-address.ts';
import {
  isCacheableRequest,
  pageHeaders,
  pageKey,
  sendSharedPage,
  sharedPage,
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

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
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
  const pages = options.caches.create<SharedPage | RenderedPage>({ maxEntries: 500 });
  const pageAddress = createPageAddress(build.server.routes);
  const context = (nonce: string, origin: string): AppLoadContext => ({
    services: options.reads,
    nonce,
    publicUrl: origin,
  });
  const policy = (scriptSources: string[]) => pageCsp(scriptSources, options.connectSources);
  const isHtml = (headers: Iterable<[string, string]>) =>
    [...headers].some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));

  /** Renders the page at `address` into memory, for every visitor who asks for it in the next few seconds. */
  const renderInFull = async (
    request: FastifyRequest,
    address: string,
    origin: string,
    nonce: string,
  ): Promise<RenderedPage> => {
    const { result, tags } = await collectShownTags(async () => {
      const webRequest = toWebRequest(request, address, origin, AbortSignal.timeout(SHARED_RENDER_TIMEOUT_MS), true);
      const response = await handle(webRequest, context(nonce, origin));
      return { status: response.status, headers: [...response.headers], body: await response.text() };
    });
    return { ...result, tags };
  };

  /** Renders for this visitor alone, streamed as it is made. */
  const renderOwn = async (request: FastifyRequest, reply: FastifyReply, origin: string) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const webRequest = toWebRequest(request, request.url, origin, controller.signal, false);
    const response = await handle(webRequest, context(nonce, origin));
    if (isHtml(response.headers)) reply.header('Content-Security-Policy', policy([nonceSource(nonce)]));
    return sendWebResponse(reply, response);
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = options;
    const address = isCacheableRequest(request) ? pageAddress(request.url) : null;
    if (address === null) return renderOwn(request, reply, origin);
    const bot = isbot(request.headers['user-agent'] ?? '');
    const outcome = await sharedPage(
      pages,
      pageKey(origin, bot, address),
      (nonce) => renderInFull(request, address, origin, nonce),
      policy,
    );
    if (outcome.kind === 'shared') return sendSharedPage(request, reply, outcome.page);
    if (outcome.kind === 'none') return renderOwn(request, reply, origin);
    const { page, nonce } = outcome;
    reply.status(page.status);
    for (const [name, value] of pageHeaders(page.headers)) reply.header(name, value);
    if (isHtml(page.headers)) reply.header('Content-Security-Policy', policy([nonceSource(nonce)]));
    return reply.send(page.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}
