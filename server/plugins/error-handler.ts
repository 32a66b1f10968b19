// One place that maps every error to { error } with the right status; a 5xx never shows its real message.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/errors.ts';
import { QueueFullError } from '../lib/work-queue.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';
export const BUSY = 'The shop is busy. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (typeof err.details?.retryAfterSeconds === 'number')
        reply.header('Retry-After', String(err.details.retryAfterSeconds));
      return reply.status(err.statusCode).send({ error: err.message, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first message is the one a person needs; the rest tell a developer which fields failed.
      const issues = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ error: GENERIC_5XX, requestId: request.id });
    }
    // A database outage, a starved pool or a full work queue is temporary: say so, and when to come back, not a 500.
    if (isDatabaseUnavailable(err) || err instanceof QueueFullError) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ error: BUSY, requestId: request.id });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: GENERIC_5XX, requestId: request.id });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) carry safe messages.
    return reply.status(status).send({ error: err.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
