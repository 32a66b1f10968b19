// POST /api/email/contact-form (SPEC §7): the contact page's message, answered { success, message }; and
// GET /api/contact-messages: staff (messages:manage) read them, newest first, 20 a page, attachments by signed link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS } from '../../../domain/contact.ts';
import {
  contactAnswerView,
  contactMessageListQuerySchema,
  contactMessageSchema,
} from '../../../domain/schemas/contact.ts';
import { contactMessagePageView } from '../../../domain/schemas/contact-views.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { ContactService } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; guards: AuthGuards }> = async (
  app,
  { contact, guards },
) => {
  app.post(
    '/email/contact-form',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the shop from the contact page, optionally with one uploaded attachment',
        body: contactMessageSchema,
        response: { 200: contactAnswerView, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await contact.receive(request.body);
      return { success: true as const, message: CONTACT_SUCCESS };
    },
  );

  app.get(
    '/contact-messages',
    {
      onRequest: guards.requirePermission('messages:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Contact'],
        summary: 'The contact-form messages, newest first, 20 a page, with a download link for each attachment',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessagePageView, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => contact.list(request.query),
  );
};
