// /api/orders (SPEC §7 Orders) and /api/users/orders for shoppers: placing (signed in and guest, idempotent), the
// review quote, tracking by ID, one's own orders, the payment screenshot, and cancelling. The staff calls are in
// orders-staff.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadTokenHeaders } from '../../../domain/schemas/uploads.ts';
import { UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
import {
  orderViewSchema,
  quoteViewSchema,
  screenshotViewSchema,
  trackingViewSchema,
} from '../../../domain/schemas/order-views.ts';
import {
  cancelOrderSchema,
  placeOrderSchema,
  quoteSchema,
  screenshotUpdateSchema,
} from '../../../domain/schemas/orders.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import {
  bearerAuth,
  errorBody,
  idempotencyHeaders,
  idParams,
  placementAnswers,
  staffAnswers,
} from '../../plugins/schemas.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentProofs } from './payment-proofs.ts';
import type { OrderPlacement } from './place-order.ts';
import { normaliseTrackingId } from '../../../domain/references.ts';

export const orderRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacement;
  orders: OrdersService;
  proofs: PaymentProofs;
  guards: AuthGuards;
}> = async (app, { placement, orders, proofs, guards }) => {
  app.post(
    '/orders/quote',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Orders'],
        summary: 'Price a bag from the live catalog: lines, delivery (one rule), total, and any price that changed',
        body: quoteSchema,
        response: { 200: quoteViewSchema, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const quote = await placement.quote(request.body.items, request.body.country);
      return { ...quote, lines: quote.lines.map(({ productId: _productId, ...line }) => line) };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'Place an order as the signed-in shopper (send an Idempotency-Key per checkout attempt)',
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: placementAnswers(orderViewSchema),
      },
    },
    async (request, reply) => {
      const placed = await placement.placeOrder(request.actor, request.body, request.headers['idempotency-key']);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await orders.placedView(placed));
    },
  );

  app.post(
    '/orders/guest',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Orders'],
        summary:
          'Place an order as a guest (guestInfo required; send an Idempotency-Key per checkout attempt, and the X-Upload-Token the screenshot was uploaded with)',
        headers: idempotencyHeaders.extend(uploadTokenHeaders.shape),
        body: placeOrderSchema,
        response: placementAnswers(orderViewSchema),
      },
    },
    async (request, reply) => {
      if (!request.body.guestInfo) throw badRequest('Your name, email and phone number are required');
      const placed = await placement.placeOrder(
        null,
        request.body,
        request.headers['idempotency-key'],
        request.headers[UPLOAD_TOKEN_HEADER],
      );
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await orders.placedView(placed));
    },
  );

  app.get(
    '/orders/track/:trackingId',
    {
      onRequest: guards.optionalUser,
      // Tracking IDs are unguessable; this keeps anyone from trying many (DECISIONS X4).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Orders'],
        summary:
          'Track an order by its tracking ID: masked personal details, or the full order for its owner and staff; the payment screenshot only to the browser that sent it (its X-Upload-Token)',
        headers: uploadTokenHeaders,
        params: z.object({
          trackingId: z.string().trim().min(1, 'Please enter your tracking ID').max(40, 'Tracking ID is too long'),
        }),
        response: {
          200: z.union([orderViewSchema, trackingViewSchema]),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) =>
      orders.track(normaliseTrackingId(request.params.trackingId), request.actor, request.headers[UPLOAD_TOKEN_HEADER]),
  );

  for (const path of ['/orders/user/orders', '/users/orders']) {
    app.get(
      path,
      {
        onRequest: guards.requireUser,
        schema: {
          security: bearerAuth,
          tags: ['Orders'],
          summary: "The signed-in shopper's orders, newest first",
          response: { 200: z.array(orderViewSchema), 401: errorBody },
        },
      },
      async (request) => orders.ownOrders(request.actor!),
    );
  }

  app.get(
    '/orders/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'One order: its owner and staff only',
        params: idParams,
        response: { 200: orderViewSchema, ...staffAnswers },
      },
    },
    async (request) => orders.orderFor(request.actor!, request.params.id),
  );

  app.put(
    '/orders/:id/screenshot',
    {
      onRequest: guards.optionalUser,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Orders'],
        summary:
          'Add or replace the payment screenshot while the payment is pending: staff (any time), the signed-in owner, or a guest by the tracking ID from the browser that placed it (its X-Upload-Token)',
        headers: uploadTokenHeaders,
        params: idParams,
        body: screenshotUpdateSchema,
        response: {
          200: screenshotViewSchema,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) =>
      proofs.replaceScreenshot(
        request.actor,
        request.params.id,
        request.body.screenshot,
        request.headers[UPLOAD_TOKEN_HEADER],
      ),
  );

  app.put(
    '/orders/:id/cancel',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary:
          'Cancel: the owner while pending and unpaid, staff at any time; stock returns once. Staff cancelling a paid order record its refund due (by default the whole amount, by the way it was paid)',
        params: idParams,
        body: cancelOrderSchema,
        response: { 200: orderViewSchema, ...staffAnswers, 409: errorBody },
      },
    },
    async (request) => orders.cancel(request.actor!, request.params.id, request.body?.refund),
  );
};
