// Staff reads of payment-proof checks (issue 20): an order's and a preorder's, only for staff who confirm payments
// (payments:update). The order and preorder views shoppers get never carry any of it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { orderProofCheckSchema, preorderProofChecksSchema } from '../../../domain/schemas/proof-check-views.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, idParams, staffAnswers } from '../../plugins/schemas.ts';
import type { ProofCheckViews } from './check-views.ts';

export const proofCheckRoutes: FastifyPluginAsyncZod<{
  views: ProofCheckViews;
  /** The database id of an order or preorder by any of its ids (id, tracking ID, preorder ID). */
  orderIdOf(id: string): Promise<string | undefined>;
  preorderIdOf(id: string): Promise<string | undefined>;
  guards: AuthGuards;
}> = async (app, { views, orderIdOf, preorderIdOf, guards }) => {
  app.get(
    '/orders/:id/proof-check',
    {
      onRequest: guards.requirePermission('payments:update'),
      schema: {
        security: bearerAuth,
        tags: ['Orders'],
        summary: "Staff: what the check of the order's payment screenshot read and found",
        params: idParams,
        response: { 200: orderProofCheckSchema, ...staffAnswers },
      },
    },
    async (request) => {
      const id = await orderIdOf(request.params.id);
      if (!id) throw notFound(ORDER_MESSAGES.notFound);
      return { check: await views.forOrder(id) };
    },
  );

  app.get(
    '/preorders/:id/proof-checks',
    {
      onRequest: guards.requirePermission('payments:update'),
      schema: {
        security: bearerAuth,
        tags: ['Preorders'],
        summary: "Staff: what the checks of the preorder's payment screenshots read and found",
        params: idParams,
        response: { 200: preorderProofChecksSchema, ...staffAnswers },
      },
    },
    async (request) => {
      const id = await preorderIdOf(request.params.id);
      if (!id) throw notFound(PREORDER_MESSAGES.notFound);
      return { checks: await views.forPreorder(id) };
    },
  );
};
