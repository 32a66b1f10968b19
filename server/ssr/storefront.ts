// Serves the built web app: static assets with long caching, and every other GET rendered by React Router.
import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Services } from '../services.ts';

export interface StorefrontBuild {
  /** build/client: hashed assets and public files. */
  clientDir: string;
  server: ServerBuild;
}

export interface StorefrontContext {
  services: Pick<Services, 'catalog' | 'content' | 'settings'>;
  nonce: string;
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the loaders' context is ours
  interface AppLoadContext extends StorefrontContext {}
}

/** Pages allow only our own scripts (plus React Router's inline bootstrap, by nonce) and our own images. */
function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

function toWebRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal });
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
  options: { services: StorefrontContext['services']; publicUrl: string | undefined },
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
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const origin = originOf(request, options.publicUrl);
    const response = await handle(toWebRequest(request, origin, controller.signal), { services: options.services, nonce, publicUrl: origin });
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) reply.header('Content-Security-Policy', pageCsp(nonce));
    return sendWebResponse(reply, response);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: render });
}
