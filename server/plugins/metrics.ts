// GET /metrics in Prometheus text (issue 19), and the per-request counting behind it. Served only when asked for:
// with METRICS_PORT on a listener of its own (the main port answers 404), else with METRICS_TOKEN on the main port
// behind that bearer token; with neither, nowhere (security row 57: no metrics exposed by default).
import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../lib/metrics.ts';

export interface MetricsAccess {
  /** METRICS_TOKEN: callers must send `Authorization: Bearer <token>`. */
  token?: string;
  /** METRICS_PORT: served there alone, on a listener started and stopped with the app. */
  port?: number;
  /** The address that listener binds (HOST). */
  host?: string;
}

export const METRICS_REFUSED = 'A valid metrics token is required';

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics listener (METRICS_PORT), or null when /metrics is on the main port or nowhere. */
    metricsListener: FastifyInstance | null;
  }
}

/** The route a request matched, as declared (`/api/orders/track/:trackingId`), never its URL: IDs and queries would
 *  make a new series each. The built files are one label; a request no route matched is 'unmatched'. */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Refuses a request without the token: both sides hashed to the same length, then compared in constant time. */
function requireToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), expected))
      return reply.status(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ error: METRICS_REFUSED });
  };
}

function serveMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined): void {
  app.get(
    '/metrics',
    { ...(token ? { onRequest: requireToken(token) } : {}), schema: { hide: true } },
    async (_request, reply) => {
      const { contentType, text } = await metrics.exposition();
      return reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(text);
    },
  );
}

/** Counts every answer (first of the app's hooks, so every route has it) and serves /metrics where `access` says. */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, access: MetricsAccess = {}): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (access.port === undefined && access.token) {
    app.decorate('metricsListener', null);
    serveMetrics(app, metrics, access.token);
    return;
  }
  // Not here: a plain 404, not the storefront's catch-all (which sends unknown addresses home with a redirect), so a
  // scanner or a misconfigured scrape sees that nothing is there.
  app.get('/metrics', { schema: { hide: true } }, (_request, reply) =>
    reply.status(404).send({ error: 'No such endpoint: GET /metrics' }),
  );
  if (access.port === undefined) {
    app.decorate('metricsListener', null);
    return;
  }
  // Its own small server: no storefront, no API, no host guard; a scrape every few seconds is not worth a log line.
  const listener = Fastify({
    loggerInstance: app.log.child({ listener: 'metrics' }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  serveMetrics(listener, metrics, access.token);
  app.decorate('metricsListener', listener);
  const { port, host = '0.0.0.0' } = access;
  app.addHook('onReady', async () => {
    await listener.listen({ port, host });
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });
}
