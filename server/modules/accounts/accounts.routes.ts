// /api/users (SPEC §7 Users): register, login, the caller's own profile, forgotten passwords (DECISIONS X10), and
// undoing an email change from the old address (issue 28).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { maskEmail } from '../../../domain/masking.ts';
import {
  accountUserSchema,
  emailUndoneViewSchema,
  messageViewSchema,
  sessionResponseSchema,
} from '../../../domain/schemas/account-views.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  undoEmailChangeSchema,
} from '../../../domain/schemas/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { AccountsService } from './accounts.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  guards: AuthGuards;
}> = async (app, { accounts, passwordReset, guards }) => {
  app.post(
    '/users/register',
    {
      // Generous enough for many shoppers behind one mobile carrier address, tight enough to stop bulk sign-ups.
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['Users'],
        summary: 'Create a customer account and sign in (any other role is refused with 403)',
        body: registerSchema,
        response: { 201: sessionResponseSchema, 400: errorBody, 403: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/users/login',
    {
      // Failed attempts are limited per account and IP by the service; this only caps floods of any kind.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Users'],
        summary: 'Sign in: a 24-hour token plus the user (10 failures per account in 15 minutes answer 429)',
        body: loginSchema,
        response: { 200: sessionResponseSchema, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      try {
        return await accounts.login(request.body, request.ip);
      } catch (err) {
        // Security log (row 59): which account, from where, what happened; never the password, never the full address.
        if (err instanceof AppError)
          request.log.warn(
            { event: 'login-refused', status: err.statusCode, account: maskEmail(request.body.email) },
            err.message,
          );
        throw err;
      }
    },
  );

  app.get(
    '/users/profile',
    {
      onRequest: guards.requireUser,
      config: { allowsPendingPasswordChange: true },
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary: "The signed-in user's profile",
        response: { 200: accountUserSchema, 401: errorBody },
      },
    },
    async (request) => accounts.profile(request.actor!.id),
  );

  app.put(
    '/users/profile',
    {
      onRequest: guards.requireUser,
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary:
          "Update the signed-in user's name, email, phone and address; a new email needs currentPassword, and the old address is mailed a link (7 days) to undo it",
        body: profileUpdateSchema,
        response: { 200: accountUserSchema, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => accounts.updateProfile(request.actor!.id, request.body, request.ip),
  );

  app.post(
    '/users/undo-email-change',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Users'],
        summary:
          'Undo an email change with the token mailed to the old address: restores it, ends every session, and answers a one-time password-reset token',
        body: undoEmailChangeSchema,
        response: { 200: emailUndoneViewSchema, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => accounts.undoEmailChange(request.body.token),
  );

  app.put(
    '/users/password',
    {
      onRequest: guards.requireUser,
      // Per address, generous for shoppers behind one carrier address; wrong guesses are also counted per account.
      config: { allowsPendingPasswordChange: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary:
          "Change the signed-in user's password with the current one; ends every other session and answers a fresh one",
        body: changePasswordSchema,
        response: { 200: sessionResponseSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => accounts.changePassword(request.actor!.id, request.body, request.ip),
  );

  app.post(
    '/users/forgot-password',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Users'],
        summary: 'Email a one-time reset link (valid 1 hour); the answer is the same whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: messageViewSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      // Answered before the lookup finishes, so the timing cannot tell a registered address from an unknown one.
      passwordReset
        .requestReset(request.body.email)
        .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'));
      return { message: ACCOUNT_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Users'],
        summary: 'Set a new password with the emailed token; ends every other session',
        body: resetPasswordSchema,
        response: { 200: messageViewSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  );
};
