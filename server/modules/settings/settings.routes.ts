// /api/settings: the public reads (GET /api/settings/payment for checkout, /contact and /social as the storefront shows
// them), and the admin's Shop settings (GET /api/settings, PUT
// /api/settings/payment|delivery|contact|social|orders|currency; settings:manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencySettingsSchema } from '../../../domain/schemas/currency.ts';
import {
  contactSettingsSchema,
  deliverySettingsSchema,
  orderSettingsSchema,
  paymentSettingsSchema,
  socialSettingsSchema,
} from '../../../domain/schemas/settings.ts';
import {
  contactSettingsView,
  currencySettingsView,
  deliverySettingsView,
  orderSettingsView,
  paymentSettingsView,
  shopSettingsView,
  socialSettingsView,
} from '../../../domain/schemas/settings-views.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import { paymentView, type SettingsEditor } from './settings-editor.service.ts';
import type { SettingsService } from './settings.service.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };

export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: Pick<SettingsService, 'paymentAccounts' | 'contactDetails'>;
  editor: SettingsEditor;
  guards: AuthGuards;
}> = async (app, { settings, editor, guards }) => {
  const tags = ['Settings'];
  const security = bearerAuth;
  // onRequest, so a refused role gets 403 before its body is looked at (and a 400 never hides a 403).
  const adminOnly = guards.requirePermission('settings:manage');

  app.get(
    '/settings/payment',
    {
      schema: {
        tags,
        summary: "The shop's bank and Easypaisa accounts for payment by transfer (null until set)",
        response: { 200: paymentSettingsView },
      },
    },
    async () => paymentView(await settings.paymentAccounts()),
  );

  app.get(
    '/settings/contact',
    {
      schema: {
        tags,
        summary: "The shop's email, phone, WhatsApp number, studio address and opening hours",
        response: { 200: contactSettingsView },
      },
    },
    async () => (await settings.contactDetails()).contact,
  );

  app.get(
    '/settings/social',
    {
      schema: {
        tags,
        summary: "The shop's Instagram, Facebook and WhatsApp links (an empty one is not shown)",
        response: { 200: socialSettingsView },
      },
    },
    async () => (await settings.contactDetails()).social,
  );

  app.get(
    '/settings',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: every shop setting as stored (defaults until saved)',
        response: { 200: shopSettingsView, 401: errorBody, 403: errorBody },
      },
    },
    async () => editor.all(),
  );

  app.put(
    '/settings/payment',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary:
          'Admin: bank and Easypaisa accounts; qrImage is null, the current QR URL (kept) or a catalog upload fileUrl',
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsView, ...refusals },
      },
    },
    async (request) => editor.savePayment(request.body),
  );

  app.put(
    '/settings/delivery',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: delivery rates (DECISIONS D5), whole rupees',
        body: deliverySettingsSchema,
        response: { 200: deliverySettingsView, ...refusals },
      },
    },
    async (request) => editor.saveDelivery(request.body),
  );

  app.put(
    '/settings/contact',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: email, phone, WhatsApp number, studio address and opening hours',
        body: contactSettingsSchema,
        response: { 200: contactSettingsView, ...refusals },
      },
    },
    async (request) => editor.saveContact(request.body),
  );

  app.put(
    '/settings/social',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: Instagram, Facebook and WhatsApp links (https on their own sites; empty hides one)',
        body: socialSettingsSchema,
        response: { 200: socialSettingsView, ...refusals },
      },
    },
    async (request) => editor.saveSocial(request.body),
  );

  app.put(
    '/settings/orders',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: hours a new order waits for its payment before it is cancelled and its stock returned (1-720)',
        body: orderSettingsSchema,
        response: { 200: orderSettingsView, ...refusals },
      },
    },
    async (request) => editor.saveOrders(request.body),
  );

  app.put(
    '/settings/currency',
    {
      onRequest: adminOnly,
      schema: {
        security,
        tags,
        summary: 'Admin: markup added to prices shown in other currencies, 0-20 % (SPEC §9); orders stay in rupees',
        body: currencySettingsSchema,
        response: { 200: currencySettingsView, ...refusals },
      },
    },
    async (request) => editor.saveCurrency(request.body),
  );
};
