// The admin's email calls (SPEC §7 Email; issue 14): the email log and a message's re-send, the mail server's state,
// the test email (admin only: it is about the shop's settings) and a message written to one customer. The sending
// calls are limited per staff member, so a stolen coordinator token cannot turn the shop into a spam cannon.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_MESSAGES } from '../../../domain/mail.ts';
import { customEmailSchema, MAIL_RESENT, mailLogQuerySchema, testEmailSchema } from '../../../domain/schemas/mail.ts';
import { mailLogPageSchema, mailSentSchema, mailStatusSchema } from '../../../domain/schemas/mail-views.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody, perStaff } from '../../plugins/schemas.ts';
import type { MailLog } from './mail-log.ts';
import type { StaffMailer } from './staff-mail.ts';

const MESSAGE_NOT_FOUND = 'Email not found';

export const emailRoutes: FastifyPluginAsyncZod<{ log: MailLog; mailer: StaffMailer; guards: AuthGuards }> = async (
  app,
  { log, mailer, guards },
) => {
  app.get(
    '/email/log',
    {
      onRequest: guards.requirePermission('messages:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: 'Staff: the email log, newest first, 50 a page; filter by status, type or recipient/subject/ID',
        querystring: mailLogQuerySchema,
        response: { 200: mailLogPageSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => log.list(request.query),
  );

  app.post(
    '/email/log/:id/resend',
    {
      onRequest: guards.requirePermission('messages:manage'),
      config: perStaff(60, '1 hour'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: 'Staff: send a logged message again (a copy joins the log)',
        params: z.object({ id: z.uuid({ error: MESSAGE_NOT_FOUND }) }),
        response: {
          200: mailSentSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      if (!(await log.resend(request.params.id))) throw notFound(MESSAGE_NOT_FOUND);
      return { success: true as const, message: MAIL_RESENT };
    },
  );

  app.get(
    '/email/status',
    {
      onRequest: guards.requirePermission('messages:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: 'Staff: where mail goes (SMTP host:port or the mail folder), the sender, and the outbox counts',
        response: { 200: mailStatusSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => log.status(),
  );

  app.post(
    '/email/test',
    {
      onRequest: guards.requirePermission('settings:manage'),
      config: perStaff(10, '1 hour'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: 'Admin: send a test message now and answer whether the mail server accepted it',
        body: testEmailSchema,
        response: {
          200: mailSentSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => {
      const refused = await mailer.sendTest(request.body.testEmail);
      // The mail server's own answer is what the admin needs to fix the settings; the transport keeps secrets out of it.
      if (refused) throw new AppError(502, `Failed to send test email: ${refused}`);
      return { success: true as const, message: MAIL_MESSAGES.testSent };
    },
  );

  app.post(
    '/email/custom',
    {
      onRequest: guards.requirePermission('messages:manage'),
      config: perStaff(30, '1 hour'),
      schema: {
        security: bearerAuth,
        tags: ['Email'],
        summary: "Staff: write to one customer (subject and text) in the brand's template",
        body: customEmailSchema,
        response: { 200: mailSentSchema, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await mailer.sendCustom(request.body);
      return { success: true as const, message: MAIL_MESSAGES.customSent };
    },
  );
};
