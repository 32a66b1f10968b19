// /api/currency (issue 16): the rates every converted price uses and the visitor's location guess (public), and the
// admin's "Refresh rates now" (settings:manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesSnapshotSchema, visitorLocationSchema } from '../../../domain/schemas/currency.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, perStaff } from '../../plugins/schemas.ts';
import type { CurrencyRates } from './currency-rates.ts';
import type { ExchangeRates } from './exchange-rates.service.ts';
import { visitorLocation } from './visitor-location.ts';

export const currencyRoutes: FastifyPluginAsyncZod<{
  holder: CurrencyRates;
  exchangeRates: Pick<ExchangeRates, 'refresh'>;
  guards: AuthGuards;
}> = async (app, { holder, exchangeRates, guards }) => {
  const tags = ['Currency'];

  app.get(
    '/currency/rates',
    {
      schema: {
        tags,
        summary: 'Units of each of the 12 currencies per rupee (markup included), when and where they came from',
        response: { 200: ratesSnapshotSchema },
      },
    },
    async (_request, reply) => {
      // Rates change hourly at most: a browser or CDN may keep them a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return holder.current();
    },
  );

  app.get(
    '/currency/location',
    {
      schema: {
        tags,
        summary:
          "The visitor's country and display currency from the request's CDN country header or Accept-Language region; Pakistan with source 'none' when there is no hint",
        response: { 200: visitorLocationSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the request's headers: never shared between visitors.
      reply.header('Cache-Control', 'private, no-store');
      return visitorLocation(request.headers);
    },
  );

  app.post(
    '/currency/refresh',
    {
      onRequest: guards.requirePermission('settings:manage'),
      config: perStaff(20, '1 hour'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Admin: fetch the rates now; 502 (keeping the rates held) when every attempt failed',
        response: { 200: ratesSnapshotSchema, 401: errorBody, 403: errorBody, 429: errorBody, 502: errorBody },
      },
    },
    async () => {
      const outcome = await exchangeRates.refresh();
      if (!outcome.ok) throw new AppError(502, outcome.error);
      return outcome.snapshot;
    },
  );
};
