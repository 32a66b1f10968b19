// POST /api/newsletter: the newsletter box (DECISIONS X9), rate-limited per address of origin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_THANKS, newsletterAnswerView, newsletterSchema } from '../../../domain/schemas/newsletter.ts';
import { errorBody } from '../../plugins/schemas.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribe an email address to the newsletter (idempotent)',
        body: newsletterSchema,
        response: { 200: newsletterAnswerView, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await newsletter.subscribe(request.body.email);
      return { message: NEWSLETTER_THANKS };
    },
  );
};
