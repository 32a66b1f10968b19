// POST /api/email/contact-form (SPEC §7): the contact page's message, answered { success, message }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS } from '../../../domain/contact.ts';
import { contactAnswerView, contactMessageSchema } from '../../../domain/schemas/contact.ts';
import { errorBody } from '../../plugins/schemas.ts';
import type { ContactService } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/email/contact-form',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the shop from the contact page',
        body: contactMessageSchema,
        response: { 200: contactAnswerView, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await contact.receive(request.body);
      return { success: true as const, message: CONTACT_SUCCESS };
    },
  );
};
