// /api/preorders for shoppers (SPEC §7 Preorders): the quote, placing (signed in and guest, idempotent), tracking by
// preorder ID, one's own preorders, one preorder, the payment screenshots and cancelling. Staff calls are in
// preorders-staff.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PreorderPayment } from '../../../domain/preorders.ts';
import {
  preorderQuoteViewSchema,
  preorderScreenshotsViewSchema,
  preorderTrackingViewSchema,
  preorderViewSchema,
} from '../../../domain/schemas/preorder-views.ts';
import {
  placePreorderSchema,
  preorderQuoteSchema,
  preorderScreenshotsSchema,
} from '../../../domain/schemas/preorders.ts';
import { uploadTokenHeaders } from '../../../domain/schemas/uploads.ts';
import { UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
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
import type { PreorderPlacement } from './place-preorder.ts';
import type { PreorderProofs } from './preorder-proofs.ts';
import type { PreorderReads } from './preorder-reads.ts';
import type { PreordersService } from './preorders.service.ts';
import { renderPreorderPdf, type PdfShop } from './preorder-pdf.ts';
import { PREORDER_ID_PATTERN, normalisePreorderId } from '../../../domain/references.ts';

export const placePreorderAnswers = placementAnswers(preorderViewSchema);

export const preorderRoutes: FastifyPluginAsyncZod<{
  placement: PreorderPlacement;
  reads: PreorderReads;
  preorders: PreordersService;
  proofs: PreorderProofs;
  guards: AuthGuards;
  /** The shop's accounts and contact, printed on the PDF. */
  pdfShop: () => Promise<Omit<PdfShop, 'generatedAt'>>;
}> = async (app, { placement, reads, preorders, proofs, guards, pdfShop }) => {
  app.post(
    '/preorders/quote',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Preorders'],
        summary:
          'Price a preorder bag from the live catalog: lines, subtotal, Pay Now (50%), and any price that changed',
        body: preorderQuoteSchema,
        response: { 200: preorderQuoteViewSchema, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => placement.quote(request.body.items),
  );

  app.post(
    '/preorders',
    {
      onRequest: guards.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        security: bearerAuth,
        tags: ['Preorders'],
        summary: 'Place a preorder as the signed-in shopper (send an Idempotency-Key per attempt); takes no stock',
        headers: idempotencyHeaders,
        body: placePreorderSchema,
        response: placePreorderAnswers,
      },
    },
    async (request, reply) => {
      const { id, replayed } = await placement.placePreorder(
        request.actor,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await reads.viewById(id, request.actor));
    },
  );

  app.post(
    '/preorders/guest',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Preorders'],
        summary:
          'Place a preorder as a guest (guestInfo required; an Idempotency-Key per attempt, and the X-Upload-Token the screenshots were uploaded with)',
        headers: idempotencyHeaders.extend(uploadTokenHeaders.shape),
        body: placePreorderSchema,
        response: placePreorderAnswers,
      },
    },
    async (request, reply) => {
      if (!request.body.guestInfo) throw badRequest('Your name, email and phone number are required');
      const { id, replayed } = await placement.placePreorder(
        null,
        request.body,
        request.headers['idempotency-key'],
        request.headers[UPLOAD_TOKEN_HEADER],
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(await reads.viewById(id, null));
    },
  );

  app.get(
    '/preorders/track/:preorderId',
    {
      onRequest: guards.optionalUser,
      // Preorder IDs are unguessable; this keeps anyone from trying many (D12, X4).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Preorders'],
        summary:
          'Track a preorder by its ID: masked personal details, or the full preorder for its owner and staff; payment screenshots only to the browser that sent them (its X-Upload-Token)',
        headers: uploadTokenHeaders,
        params: z.object({
          preorderId: z.string().trim().min(1, 'Please enter your preorder ID').max(40, 'Preorder ID is too long'),
        }),
        response: {
          200: z.union([preorderViewSchema, preorderTrackingViewSchema]),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) =>
      reads.track(normalisePreorderId(request.params.preorderId), request.actor, request.headers[UPLOAD_TOKEN_HEADER]),
  );

  app.get(
    '/preorders/:id/confirmation.pdf',
    {
      onRequest: guards.optionalUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Preorders'],
        summary:
          "The preorder's confirmation as a PDF: masked for anyone holding its ID, in full for its owner and staff",
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const id = normalisePreorderId(request.params.id);
      const preorder =
        request.actor && !PREORDER_ID_PATTERN.test(id)
          ? await reads.preorderFor(request.actor, request.params.id)
          : await reads.track(id, request.actor);
      const pdf = await renderPreorderPdf(preorder, { ...(await pdfShop()), generatedAt: new Date() });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${preorder.preorderId}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/preorders/user/preorders',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Preorders'],
        summary: "The signed-in shopper's preorders, newest first",
        response: { 200: z.array(preorderViewSchema), 401: errorBody },
      },
    },
    async (request) => reads.ownPreorders(request.actor!),
  );

  app.get(
    '/preorders/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Preorders'],
        summary: 'One preorder: its owner and staff only',
        params: idParams,
        response: { 200: preorderViewSchema, ...staffAnswers },
      },
    },
    async (request) => reads.preorderFor(request.actor!, request.params.id),
  );

  for (const payment of ['initial', 'final'] as const satisfies readonly PreorderPayment[]) {
    app.put(
      `/preorders/:id/${payment}-payment/screenshots`,
      {
        onRequest: guards.optionalUser,
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          tags: ['Preorders'],
          summary: `Add ${payment}-payment screenshots while it is pending: staff, the signed-in owner, or for a guest preorder the browser that placed it (its X-Upload-Token)`,
          headers: uploadTokenHeaders,
          params: idParams,
          body: preorderScreenshotsSchema,
          response: { 200: preorderScreenshotsViewSchema, ...staffAnswers, 409: errorBody, 503: errorBody },
        },
      },
      async (request) =>
        proofs.addScreenshots(
          request.actor,
          request.params.id.startsWith('PO') ? normalisePreorderId(request.params.id) : request.params.id,
          payment,
          request.body.screenshots,
          request.headers[UPLOAD_TOKEN_HEADER],
        ),
    );
  }

  app.put(
    '/preorders/:id/cancel',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Preorders'],
        summary: 'Cancel: the owner while pending and unpaid, staff at any time',
        params: idParams,
        response: { 200: preorderViewSchema, ...staffAnswers, 409: errorBody },
      },
    },
    async (request) => preorders.cancel(request.actor!, request.params.id),
  );
};
