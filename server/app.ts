// buildApp(): the whole HTTP application as a Fastify instance; main.ts listens, tests inject.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/errors.ts';
import { redactedRequest } from './lib/log-redaction.ts';
import { sharedResultSerializerCompiler } from './lib/serializer.ts';
import { acceptsDirectUploads, type FileStorage } from './lib/storage/index.ts';
import { moduleRoutes } from './module-list.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerHostGuard } from './plugins/host-guard.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerMetrics, type MetricsAccess } from './plugins/metrics.ts';
import { registerRequestLanes } from './plugins/request-lanes.ts';
import { registerRequestId, requestIdMixin, requestIdOf } from './plugins/request-id.ts';
import type { Services } from './services.ts';
import { registerStorefront, type StorefrontBuild } from './ssr/storefront.ts';

export interface AppDeps {
  /** Built once by the caller (main.ts, the test harness) and served here: one cache, one outbox, one job per process. */
  services: Services;
  db: Database;
  storage: FileStorage;
  /** The shop's public address for absolute URLs in pages (canonical, Open Graph, sitemap): PUBLIC_URL, else the
   *  listening address; never the request's Host. */
  origin: string;
  logLevel?: string;
  /** Where log lines go (standard output when unset); tests read them back. */
  logStream?: { write(line: string): void };
  /** Which proxies' X-Forwarded-For to believe (config.ts TRUST_PROXY): a hop count or their addresses; never all. */
  trustProxy?: TrustProxy;
  /** Host names to answer for (with localhost); any host when unset. */
  allowedHosts?: string[];
  /** The built web app; without it only the API and files are served (API tests). */
  storefront?: StorefrontBuild;
  /** Told of every route as it is added, before any plugin adds hooks to it (tests list routes and their guards). */
  onRoute?: (route: AddedRoute) => void;
  /** Where /metrics is served and behind which token (METRICS_PORT, METRICS_TOKEN); unset, nowhere. */
  metrics?: MetricsAccess;
}

/** What a route observer sees: the route as declared, with its own onRequest guard(s) if it has any. */
export interface AddedRoute {
  method: string | string[];
  url: string;
  onRequest?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** A hop count becomes Fastify's own rule for one (trust the nearest n hops); its types only name the other forms. */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      // Never log a token or a cookie, nor a secret that rides in a URL (signed links, reset tokens, order IDs).
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: redactedRequest },
      // The request's ID on lines the services write while it runs, as on the request's own (plugins/request-id.ts).
      mixin: requestIdMixin,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    // The caller's X-Request-Id when it is a short safe token, else a new UUID; never taken unchecked from a header.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1_048_576,
    // Slow clients cannot hold a connection open forever (reliability E5).
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks, so the observer sees each route's own guards and not the hooks plugins add later.
  const observe = deps.onRoute;
  if (observe) app.addHook('onRoute', (route) => observe(route));
  // Before any route, so every handler's database work counts against its part of the shop's share of the pool.
  registerRequestLanes(app);
  // Before every other hook, so a request refused by any of them still answers its ID and is counted.
  registerRequestId(app);
  registerMetrics(app, deps.services.metrics, deps.metrics);
  registerDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedResultSerializerCompiler);
  const { services } = deps;
  app.decorate('services', services);
  if (deps.allowedHosts) registerHostGuard(app, deps.allowedHosts);
  const guards = registerAuth(app, services.accounts.resolveSession);
  const ownRoutes = moduleRoutes(services, guards);

  await app.register(helmet, {
    // JSON and files get the strictest policy; HTML pages set their own nonce-based policy (ssr/storefront.ts).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } }, threshold: 1024 });
  // Limits are per route (config.rateLimit), counted in the database so they hold across instances (issue 19); the
  // 429 body uses the same { error } shape as every other error.
  await app.register(rateLimit, {
    global: false,
    ...services.rateLimitStorage,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
  registerErrorHandler(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      // Every module's API routes, in the order of the list (server/module-list.ts).
      for (const routes of ownRoutes) if (routes.prefix === '/api') await routes.register(api);
      // Every method of an unknown /api path answers JSON 404. GET and HEAD need a route of their own: otherwise the
      // storefront's catch-all page route would answer them with a page (a redirect home) instead.
      const noSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
      const probeLimit = { max: 60, timeWindow: '1 minute' };
      api.setNotFoundHandler({ preHandler: api.rateLimit(probeLimit) }, noSuchEndpoint);
      api.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        config: { rateLimit: probeLimit },
        schema: { hide: true },
        handler: noSuchEndpoint,
      });
    },
    { prefix: '/api' },
  );
  // Stored files and pictures, outside the API.
  for (const routes of ownRoutes) if (routes.prefix === '/') await routes.register(app);

  if (deps.storefront) {
    // Direct uploads to object storage; the storefront adds the IP-location services the browser may ask.
    const connectSources = acceptsDirectUploads(deps.storage) ? [deps.storage.uploadOrigin] : [];
    await registerStorefront(app, deps.storefront, {
      reads: services.cached,
      caches: services.caches,
      origin: deps.origin,
      connectSources,
      currencyRates: services.currencyRates,
      locationServices: services.locationServices,
    });
  }
  return app;
}
