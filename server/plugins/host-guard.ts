// The shop answers only for its own host names (PUBLIC_URL's and ALLOWED_HOSTS), and for localhost so health checks
// and an operator on the machine get in; any other Host gets 421 before a route runs. Absolute URLs never come from the
// request anyway (ssr/storefront.ts), so this is the second wall against Host-header poisoning, not the only one.
import type { FastifyInstance } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const MISDIRECTED = 'This server does not serve that address.';

export function registerHostGuard(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set([...allowedHosts.map((h) => h.toLowerCase()), ...LOCAL_HOSTS]);
  app.addHook('onRequest', async (request, reply) => {
    // hostname: the Host (or, from a trusted proxy, X-Forwarded-Host) without its port.
    if (!allowed.has(request.hostname.toLowerCase())) return reply.status(421).send({ error: MISDIRECTED });
  });
}
