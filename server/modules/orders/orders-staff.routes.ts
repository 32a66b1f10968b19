// /api/orders for staff, each guarded by domain/permissions.ts: the list with filters, status with courier, payment,
// a cancelled paid order's refund marked sent, payment deadline, assignment, orders entered by staff (taken by phone or
// WhatsApp), and re-sending an order's emails (SPEC §7 /api/email/order-*).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailSentSchema } from '../../../domain/schemas/mail-views.ts';
import { orderPageSchema, orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { workAssigneeSchema } from '../../../domain/schemas/workshop.ts';
import {
  deadlineExtensionSchema,
  markRefundedSchema,
  orderListQuerySchema,
  paymentUpdateSchema,
  staffOrderSchema,
  statusUpdateSchema,
} from '../../../domain/schemas/orders.ts';
import { roleCan } from '../../../domain/permissions.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import {
  bearerAuth,
  errorBody,
  idempotencyHeaders,
  idParams,
  placementAnswers,
  staffAnswers,
} from '../../plugins/schemas.ts';
import type { OrderResend } from './order-resend.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrderPlacement } from './place-order.ts';

export const staffOrderRoutes: FastifyPluginAsyncZod<{
  placement: OrderPlacement;
  orders: OrdersService;
  resend: OrderResend;
  guards: AuthGuards;
}> = async (app, { placement, orders, resend, guards }) => {
  app.get(
    '/orders',
    {
      onRequest: guards.requirePermission('orders:read'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'Staff: orders with filters (status, payment status, dates, search) and pages',
        querystring: orderListQuerySchema,
        response: {
          200: orderPageSchema,
          ...staffAnswers,
        },
      },
    },
    async (request) => orders.list(request.query, roleCan(request.actor!.role, 'payments:update')),
  );

  app.put(
    '/orders/:id/status',
    {
      onRequest: guards.requirePermission('orders:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'Staff: set any status, recorded with who and when; the shopper is emailed',
        params: idParams,
        body: statusUpdateSchema,
        response: { 200: orderViewSchema, ...staffAnswers, 409: errorBody },
      },
    },
    async (request) => orders.updateStatus(request.actor!, request.params.id, request.body),
  );

  app.put(
    '/orders/:id/assignee',
    {
      onRequest: guards.requirePermission('orders:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'Staff: the assigned worker, an active artisan who makes or packs it, or nobody (artisanId null)',
        params: idParams,
        body: workAssigneeSchema,
        response: { 200: orderViewSchema, ...staffAnswers },
      },
    },
    async (request) => orders.assignWorker(request.actor!, request.params.id, request.body.artisanId),
  );

  app.post(
    '/orders/staff',
    {
      onRequest: guards.requirePermission('orders:update'),
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary:
          'Staff: enter an order taken by phone or WhatsApp; priced, stocked and idempotent exactly as checkout (send an Idempotency-Key)',
        headers: idempotencyHeaders,
        body: staffOrderSchema,
        response: { ...placementAnswers(orderViewSchema), 403: errorBody },
      },
    },
    async (request, reply) => {
      const placed = await placement.placeStaffOrder(request.actor!, request.body, request.headers['idempotency-key']);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await orders.placedView(placed));
    },
  );

  app.put(
    '/orders/:id/payment',
    {
      onRequest: guards.requirePermission('payments:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: 'Staff: payment status pending, paid or failed',
        params: idParams,
        body: paymentUpdateSchema,
        response: { 200: orderViewSchema, ...staffAnswers },
      },
    },
    async (request) => orders.updatePayment(request.params.id, request.body.paymentStatus),
  );

  app.post(
    '/orders/:id/refund',
    {
      // payments:update, as marking it paid: whoever confirms money coming in confirms it going back.
      onRequest: guards.requirePermission('payments:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary:
          "Staff: mark a cancelled paid order's refund as sent (with the transfer's reference, if any); recorded with who and when, in its history, and mailed",
        params: idParams,
        body: markRefundedSchema,
        response: { 200: orderViewSchema, ...staffAnswers, 409: errorBody },
      },
    },
    async (request) => orders.markRefunded(request.actor!, request.params.id, request.body.reference),
  );

  app.put(
    '/orders/:id/payment-deadline',
    {
      // payments:update, not orders:update: the deadline is a term of the payment, granted by whoever checks transfers
      // and hears from the shopper who will pay late; it moves no stock and changes no status.
      onRequest: guards.requirePermission('payments:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary:
          'Staff: give an unpaid open order more time to pay (hours added to its deadline, or to now once passed); recorded in its history',
        params: idParams,
        body: deadlineExtensionSchema,
        response: { 200: orderViewSchema, ...staffAnswers, 409: errorBody },
      },
    },
    async (request) => orders.extendDeadline(request.actor!, request.params.id, request.body.extendByHours),
  );

  for (const [path, summary, call] of [
    ['order-confirmation', 'the order confirmation', resend.confirmation],
    ['order-status-update', 'the current status (shipped: with the courier)', resend.statusUpdate],
  ] as const) {
    app.post(
      `/email/${path}/:id`,
      {
        onRequest: guards.requirePermission('messages:manage'),
        schema: {
          security: bearerAuth,
          tags: ['Email'],
          summary: `Staff: email the shopper ${summary} again`,
          params: idParams,
          response: { 200: mailSentSchema, ...staffAnswers },
        },
      },
      async (request) => call(request.params.id),
    );
  }
};
