// Request and response schemas shared by every module: the error body of ARCHITECTURE.md, a record's id in the path,
// the Idempotency-Key of a placement (DECISIONS X8), the errors of a staff call, and a rate limit per staff member.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const errorBody = z.object({ error: z.string() }).passthrough();

/** OpenAPI: the call needs `Authorization: Bearer <token>` (shown with a lock in /api/docs). */
export const bearerAuth = [{ bearer: [] }];

/** A record's id in the path: a database id or a reference (tracking or preorder ID); a malformed one is not found. */
export const idParams = z.object({ id: z.string().max(64) });

/** One key per checkout attempt: a retry or a double click with the same key answers the same placement. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _')
    .optional(),
});

export const staffAnswers = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The answers of a placement (an order or a preorder): the placed record, or why not. */
export const placementAnswers = <T extends z.ZodType>(placed: T) => ({
  201: placed,
  400: errorBody,
  401: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
  503: errorBody,
});

/** A route's rate limit counted per staff member (the guards have run, so the actor is known), not per address: a
 *  stolen staff token cannot turn the shop into a mail cannon from many addresses. */
export const perStaff = (max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, keyGenerator: (request: FastifyRequest) => `staff:${request.actor?.id ?? request.ip}` },
});
