// Every request has an ID (issue 19): a caller's own X-Request-Id when it is a short safe token (a proxy's or a load
// balancer's, so one ID follows the request through every log), else a new one. The answer carries it back in
// X-Request-Id, and every log line written while the request runs carries it as reqId: the request's own logger
// does by itself, and the shared logger that services write to learns it from the request's async context.
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : - only, at most 64: nothing that could break a log line, a header or a query. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The ID a request is known by: the one it came with when safe, else a random UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

interface RequestScope {
  id: string;
  /** The request's own logger, which already writes the ID. */
  log: FastifyBaseLogger;
}

const current = new AsyncLocalStorage<RequestScope>();

/**
 * Pino's mixin for the app's logger: a line written while a request runs, by any logger other than that request's
 * own (the services' shared one), gets the request's ID too.
 */
export function requestIdMixin(_merged: object, _level: number, logger: unknown): { reqId?: string } {
  const scope = current.getStore();
  return scope && logger !== scope.log ? { reqId: scope.id } : {};
}

export function registerRequestId(app: FastifyInstance): void {
  // Entered once: Fastify reads the body inside the request's async context (its parser keeps it), so the validation,
  // the handler and what they start all run in this scope.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    current.run({ id: request.id, log: request.log }, done);
  });
}
