// The newsletter's calls: POST /api/newsletter (the box, DECISIONS X9), the unsubscribe link's one-click POST
// (RFC 8058) and the page's, and the admin's list, CSV export, removal and general update (newsletter:manage).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_THANKS,
  newsletterAnswerView,
  newsletterSchema,
  subscriberListQuerySchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '../../../domain/schemas/newsletter.ts';
import { subscriberPageView } from '../../../domain/schemas/newsletter-views.ts';
import { MAIL_MESSAGES } from '../../../domain/mail.ts';
import { generalUpdateSchema } from '../../../domain/schemas/mail.ts';
import { mailSentSchema } from '../../../domain/schemas/mail-views.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, perStaff, staffAnswers } from '../../plugins/schemas.ts';
import type { NewsletterMailer } from './newsletter-mailer.ts';
import type { NewsletterService } from './newsletter.service.ts';
import type { SubscribersAdmin } from './subscribers-admin.ts';
import { pakistanDay } from '../../../domain/pakistan-time.ts';

/** RFC 8058's body is one short field; anything longer is not a one-click request. */
const FORM_BODY_LIMIT = 1024;

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  mailer: NewsletterMailer;
  subscribers: SubscribersAdmin;
  guards: AuthGuards;
}> = async (app, { newsletter, mailer, subscribers, guards }) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Newsletter'],
        summary: 'Subscribe an email address to the newsletter (idempotent); subscribes again after an unsubscribe',
        body: newsletterSchema,
        response: { 200: newsletterAnswerView, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await mailer.subscribe(request.body.email);
      return { message: NEWSLETTER_THANKS };
    },
  );

  // Mail providers POST the link from their own servers, for many people at once: the limit is generous, and a
  // forged token is refused by its HMAC before the database is asked.
  const unsubscribeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  // A form body is read on this route only: every other route keeps answering 415 to one.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/unsubscribe',
      {
        config: unsubscribeLimit,
        schema: {
          tags: ['Newsletter'],
          summary:
            "Unsubscribe with the link's token: one-click (RFC 8058: ?token=, form body List-Unsubscribe=One-Click) or JSON { token }",
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          response: { 200: newsletterAnswerView, 400: errorBody, 404: errorBody, 413: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token ?? request.body?.token);
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      },
    );
  });

  // A mail client that opens the List-Unsubscribe address instead of POSTing it gets the page with the button: a GET
  // never unsubscribes, as mail scanners open every link.
  app.get(
    '/newsletter/unsubscribe',
    {
      config: unsubscribeLimit,
      schema: {
        tags: ['Newsletter'],
        summary: 'Redirects to the unsubscribe page (/unsubscribe?token=); never unsubscribes by itself',
        querystring: unsubscribeQuerySchema,
        response: { 303: z.null(), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      return reply.redirect(token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe', 303);
    },
  );

  app.get(
    '/newsletter/subscribers',
    {
      onRequest: guards.requirePermission('newsletter:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Newsletter'],
        summary: 'Admin: newsletter subscribers, newest first, 50 a page, with search and the count still subscribed',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageView, ...staffAnswers },
      },
    },
    async (request) => subscribers.list(request.query),
  );

  app.get(
    '/newsletter/subscribers/export',
    {
      onRequest: guards.requirePermission('newsletter:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Newsletter'],
        summary: 'Admin: every subscriber as CSV (email, subscribed at, status, unsubscribed at), UTF-8 for Excel',
        produces: ['text/csv'],
        response: { 200: z.any(), 401: errorBody, 403: errorBody },
      },
    },
    async (_request, reply) => {
      const day = pakistanDay(new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(await subscribers.exportCsv());
    },
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      onRequest: guards.requirePermission('newsletter:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Newsletter'],
        summary: 'Admin: remove an address from the newsletter for good',
        params: z.object({ id: z.uuid({ error: NEWSLETTER_MESSAGES.notFound }) }),
        response: { 200: newsletterAnswerView, ...staffAnswers },
      },
    },
    async (request) => {
      await subscribers.remove(request.params.id);
      return { message: NEWSLETTER_MESSAGES.removed };
    },
  );

  app.post(
    '/email/general-update',
    {
      onRequest: guards.requirePermission('newsletter:manage'),
      config: perStaff(5, '1 hour'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: 'Admin: email a general update to every newsletter subscriber who has not unsubscribed (queued)',
        body: generalUpdateSchema,
        response: { 200: mailSentSchema.extend({ recipients: z.number() }), ...staffAnswers, 429: errorBody },
      },
    },
    async (request) => {
      const recipients = await mailer.sendGeneralUpdate(request.body);
      return { success: true as const, message: MAIL_MESSAGES.generalUpdateSent, recipients };
    },
  );
};
