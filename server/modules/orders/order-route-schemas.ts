// Request and answer schemas the order routes share (orders.routes.ts for shoppers, orders-staff.routes.ts for staff).
import { z } from 'zod';
import { errorBody } from '../../plugins/schemas.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';

export const idParams = z.object({ id: z.string().max(64) });
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _')
    .optional(),
});
export const placeAnswers = {
  201: orderViewSchema,
  400: errorBody,
  401: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
  503: errorBody,
};
export const staffAnswers = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
