// Runs each route's handler in a lane of the connection pool (db/connection-lanes.ts), named after the part of the shop
// its path belongs to, so requests stuck on one locked table cannot take the connections of every other part (issue 28).
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { inLane } from '../db/connection-lanes.ts';

/** The signed-in shopper's own orders, preorders and wishlist live under /api/users but read their own tables. */
const OWN_AREAS = new Set(['orders', 'preorders', 'wishlist']);

/** The lane of a route: the first segment of its API path ('orders', 'users', 'products'...), or of its page path. */
export function laneOfRoute(url: string): string {
  const [first = '', second = ''] = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  if (!url.startsWith('/api/')) return first === 'files' || first === 'media' ? 'files' : 'pages';
  if (first === 'users' && OWN_AREAS.has(second)) return second;
  return first || 'api';
}

/** Must be added before the routes: it wraps the handler of each route registered after it, in every plugin. */
export function registerRequestLanes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const lane = laneOfRoute(route.url);
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      return inLane(lane, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}
