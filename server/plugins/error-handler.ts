// One place that maps every error to { error } with the right status; a 5xx never shows its real message.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (typeof err.details?.retryAfterSeconds === 'number') void reply.header('Retry-After', String(err.details.retryAfterSeconds));
      return reply.status(err.statusCode).send({ error: err.message, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first message is the one a person needs; the rest tell a developer which fields failed.
      const issues = err.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: v.message ?? 'Invalid value' }));
      return reply.status(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ error: GENERIC_5XX, requestId: request.id });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      // A database outage or an exhausted pool is temporary: say so with 503 rather than a generic 500.
      const unavailable = /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ENOENT.*PGSQL/i.test(err.message);
      return reply.status(unavailable ? 503 : 500).send({ error: GENERIC_5XX, requestId: request.id });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) carry safe messages.
    return reply.status(status).send({ error: err.message });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }));
}
