// /api/preorders for staff, each guarded by domain/permissions.ts (X3): the list, entering a preorder taken by phone or
// WhatsApp, status, each payment's status, the delivery charge, the dates, the notes, the progress photos, and re-sending
// a preorder's emails (SPEC §7 /api/email/preorder-*).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PreorderPayment } from '../../../domain/preorders.ts';
import { mailSentSchema } from '../../../domain/schemas/mail-views.ts';
import { preorderPageSchema, preorderViewSchema } from '../../../domain/schemas/preorder-views.ts';
import {
  adminNotesSchema,
  deliveryChargesSchema,
  preorderListQuerySchema,
  preorderPaymentStatusSchema,
  preorderStatusUpdateSchema,
  preorderTimelineSchema,
  progressImagesSchema,
  staffPreorderSchema,
} from '../../../domain/schemas/preorders.ts';
import { roleCan } from '../../../domain/permissions.ts';
import { workAssigneeSchema } from '../../../domain/schemas/workshop.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, idempotencyHeaders, idParams, staffAnswers } from '../../plugins/schemas.ts';
import type { PreorderPlacement } from './place-preorder.ts';
import type { PreorderReads } from './preorder-reads.ts';
import type { PreorderResend } from './preorder-resend.ts';
import type { PreordersService } from './preorders.service.ts';
import { placePreorderAnswers } from './preorders.routes.ts';
import type { ProgressImages } from './progress-images.ts';

const changeAnswers = { 200: preorderViewSchema, ...staffAnswers, 409: errorBody };

export const staffPreorderRoutes: FastifyPluginAsyncZod<{
  placement: PreorderPlacement;
  reads: PreorderReads;
  preorders: PreordersService;
  images: ProgressImages;
  resend: PreorderResend;
  guards: AuthGuards;
}> = async (app, { placement, reads, preorders, images, resend, guards }) => {
  const staffCall = (summary: string) => ({ security: bearerAuth, tags: ['Preorders'], summary });

  app.get(
    '/preorders',
    {
      onRequest: guards.requirePermission('preorders:read'),
      schema: {
        ...staffCall(
          'Staff: preorders with filters (status, deposit and final payment status, dates, search) and pages',
        ),
        querystring: preorderListQuerySchema,
        response: { 200: preorderPageSchema, ...staffAnswers },
      },
    },
    async (request) => reads.list(request.query, roleCan(request.actor!.role, 'payments:update')),
  );

  app.post(
    '/preorders/staff',
    {
      onRequest: guards.requirePermission('preorders:update'),
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        ...staffCall('Staff: enter a preorder taken by phone or WhatsApp (email optional; send an Idempotency-Key)'),
        headers: idempotencyHeaders,
        body: staffPreorderSchema,
        response: { ...placePreorderAnswers, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { id, replayed } = await placement.placeStaffPreorder(
        request.actor!,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await reads.viewById(id, request.actor));
    },
  );

  app.put(
    '/preorders/:id/status',
    {
      onRequest: guards.requirePermission('preorders:update'),
      schema: {
        ...staffCall('Staff: set any status, recorded with who and when; the shopper is emailed'),
        params: idParams,
        body: preorderStatusUpdateSchema,
        response: changeAnswers,
      },
    },
    async (request) => preorders.updateStatus(request.actor!, request.params.id, request.body),
  );

  for (const payment of ['initial', 'final'] as const satisfies readonly PreorderPayment[]) {
    app.put(
      `/preorders/:id/${payment}-payment/status`,
      {
        onRequest: guards.requirePermission('payments:update'),
        schema: {
          ...staffCall(`Staff: the ${payment} payment's status (pending, paid or failed)`),
          params: idParams,
          body: preorderPaymentStatusSchema,
          response: changeAnswers,
        },
      },
      async (request) => preorders.updatePaymentStatus(request.actor!, request.params.id, payment, request.body.status),
    );
  }

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/preorders/:id/delivery-charges',
      onRequest: guards.requirePermission('preorders:update'),
      schema: {
        ...staffCall('Staff: set or change the delivery charge; it fixes the final payment and the shopper is emailed'),
        params: idParams,
        body: deliveryChargesSchema,
        response: changeAnswers,
      },
      handler: async (request) => preorders.setDeliveryCharges(request.actor!, request.params.id, request.body),
    });

    app.route({
      method,
      url: '/preorders/:id/product-images',
      onRequest: guards.requirePermission('progress-images:update'),
      schema: {
        ...staffCall(
          'Staff: post 1-3 progress photos (uploaded to the preorder-progress bucket) with a description; the shopper is emailed',
        ),
        params: idParams,
        body: progressImagesSchema,
        response: changeAnswers,
      },
      handler: async (request) => images.add(request.actor!, request.params.id, request.body),
    });
  }

  app.delete(
    '/preorders/:id/product-images/:imageId',
    {
      onRequest: guards.requirePermission('progress-images:update'),
      schema: {
        ...staffCall('Staff: remove a progress photo from the diary'),
        params: idParams.extend({ imageId: z.string().max(64) }),
        response: changeAnswers,
      },
    },
    async (request) => images.remove(request.actor!, request.params.id, request.params.imageId),
  );

  app.put(
    '/preorders/:id/assignee',
    {
      onRequest: guards.requirePermission('preorders:update'),
      schema: {
        ...staffCall('Staff: the assigned worker, an active artisan who makes or packs it, or nobody (artisanId null)'),
        params: idParams,
        body: workAssigneeSchema,
        response: changeAnswers,
      },
    },
    async (request) => preorders.assignWorker(request.actor!, request.params.id, request.body.artisanId),
  );

  app.put(
    '/preorders/:id/timeline',
    {
      onRequest: guards.requirePermission('preorders:update'),
      schema: {
        ...staffCall('Staff: the promised dates and the actual ones (YYYY-MM-DD; null clears an actual date)'),
        params: idParams,
        body: preorderTimelineSchema,
        response: changeAnswers,
      },
    },
    async (request) => preorders.updateTimeline(request.actor!, request.params.id, request.body),
  );

  app.put(
    '/preorders/:id/admin-notes',
    {
      onRequest: guards.requirePermission('notes:update'),
      schema: {
        ...staffCall('Staff: production and delivery notes (shown to the shopper) and general notes (staff only)'),
        params: idParams,
        body: adminNotesSchema,
        response: changeAnswers,
      },
    },
    async (request) => preorders.updateNotes(request.actor!, request.params.id, request.body),
  );

  for (const [path, summary, call] of [
    ['preorder-confirmation', 'the preorder confirmation', resend.confirmation],
    ['preorder-status-update', 'the current status', resend.statusUpdate],
  ] as const) {
    app.post(
      `/email/${path}/:id`,
      {
        onRequest: guards.requirePermission('messages:manage'),
        schema: {
          ...staffCall(`Staff: email the shopper ${summary} again`),
          tags: ['Email'],
          params: idParams,
          response: { 200: mailSentSchema, ...staffAnswers },
        },
      },
      async (request) => call(request.params.id),
    );
  }
};
