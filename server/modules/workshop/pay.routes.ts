// /api/workshop pay (issue 30), admins only (workshop:pay): piece rates, an artisan's earnings for a period, 'Mark
// paid', and the statement as PDF and CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  earningsQuerySchema,
  earningsViewSchema,
  payoutSchema,
  pieceRateSchema,
  pieceRateViewSchema,
} from '../../../domain/schemas/workshop.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, idParams, perStaff, staffAnswers } from '../../plugins/schemas.ts';
import { statementFileName } from '../../../domain/workshop.ts';
import { renderStatementPdf, statementCsv } from './artisan-statement.ts';
import type { PiecePay } from './piece-pay.ts';
import type { PieceRates } from './piece-rates.ts';

export const payRoutes: FastifyPluginAsyncZod<{ rates: PieceRates; pay: PiecePay; guards: AuthGuards }> = async (
  app,
  { rates, pay, guards },
) => {
  const call = (summary: string) => ({ security: bearerAuth, tags: ['Workshop pay'], summary });
  const admin = guards.requirePermission('workshop:pay');

  app.get(
    '/workshop/rates',
    {
      onRequest: admin,
      schema: { ...call('Admin: piece rates'), response: { 200: z.array(pieceRateViewSchema), ...staffAnswers } },
    },
    async () => rates.list(),
  );

  app.put(
    '/workshop/rates',
    {
      onRequest: admin,
      schema: {
        ...call("Admin: set a stage's rate for a product or a category (a product's wins)"),
        body: pieceRateSchema,
        response: { 200: z.array(pieceRateViewSchema), ...staffAnswers },
      },
    },
    async (request) => rates.set(request.body),
  );

  app.get(
    '/workshop/artisans/:id/earnings',
    {
      onRequest: admin,
      schema: {
        ...call("Admin: an artisan's earnings in a period, paid and unpaid, and the payouts"),
        params: idParams,
        querystring: earningsQuerySchema,
        response: { 200: earningsViewSchema, ...staffAnswers },
      },
    },
    async (request) => {
      const { phone: _phone, ...view } = await pay.earnings(request.params.id, request.query);
      return view;
    },
  );

  app.post(
    '/workshop/artisans/:id/payouts',
    {
      onRequest: admin,
      config: perStaff(60, '10 minutes'),
      schema: {
        ...call("Admin: mark the period's unpaid earnings paid (amount, date, note)"),
        params: idParams,
        body: payoutSchema,
        response: { 200: earningsViewSchema, ...staffAnswers, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => pay.markPaid(request.actor!, request.params.id, request.body),
  );

  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `/workshop/artisans/:id/statement.${format}`,
      {
        onRequest: admin,
        config: perStaff(60, '10 minutes'),
        schema: {
          ...call(`Admin: an artisan's statement for a period, as ${format.toUpperCase()}`),
          params: idParams,
          querystring: earningsQuerySchema,
          produces: [format === 'pdf' ? 'application/pdf' : 'text/csv'],
          response: { 200: z.any(), ...staffAnswers, 429: errorBody },
        },
      },
      async (request, reply) => {
        const statement = await pay.earnings(request.params.id, request.query);
        const body = format === 'pdf' ? await renderStatementPdf(statement, new Date()) : statementCsv(statement);
        return reply
          .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="${statementFileName(statement.artisan.name, statement, format)}"`,
          )
          .header('Cache-Control', 'private, no-store')
          .send(body);
      },
    );
  }
};
