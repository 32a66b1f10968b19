// /api/users staff calls: /admin-signup (first run or invite only, DECISIONS X2), invites, and the admin's user
// management of SPEC §6-7 (create with any role, all users, role, toggle-status); every one guarded by domain/permissions.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import {
  accountUserSchema,
  adminSignupViewSchema,
  inviteViewSchema,
  signupStatusSchema,
  userPageSchema,
} from '../../../domain/schemas/account-views.ts';
import {
  adminSignupSchema,
  createUserSchema,
  inviteCreateSchema,
  roleChangeSchema,
  userListQuerySchema,
} from '../../../domain/schemas/accounts.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { StaffService } from './staff.service.ts';

const userParams = z.object({ id: z.uuid({ error: 'User id is not valid' }) });
const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; guards: AuthGuards }> = async (
  app,
  { staff, guards },
) => {
  app.get(
    '/users/admin-signup/status',
    {
      schema: {
        tags: ['Users'],
        summary: 'Whether /admin-signup is in first-run set-up (no admin yet, no invite needed)',
        response: { 200: signupStatusSchema },
      },
    },
    async () => staff.signupStatus(),
  );

  app.post(
    '/users/admin-signup',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['Users'],
        summary:
          "Create a staff account: the first admin while none exists, afterwards only with an admin's one-time invite code",
        body: adminSignupSchema,
        response: {
          201: adminSignupViewSchema,
          400: errorBody,
          403: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { role, user } = await staff.adminSignup(request.body);
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.adminSignupSuccess(role), role, user });
    },
  );

  app.post(
    '/users',
    {
      onRequest: guards.requirePermission('users:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary:
          'Admin: create an account with any role (admin, coordinator, worker, customer); it can sign in at once',
        body: createUserSchema,
        response: { 201: accountUserSchema, ...guarded, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.createUser(request.body)),
  );

  app.post(
    '/users/invites',
    {
      onRequest: guards.requirePermission('users:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary:
          'Admin: a one-time /admin-signup code for a new staff member (valid 7 days, shown once); emailed when an address is given',
        body: inviteCreateSchema,
        response: { 201: inviteViewSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.createInvite(request.actor!, request.body.role, request.body.email)),
  );

  app.get(
    '/users/all',
    {
      onRequest: guards.requirePermission('users:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary: 'Admin: every account, newest first, with search, role filter and pages',
        querystring: userListQuerySchema,
        response: {
          200: userPageSchema,
          ...guarded,
        },
      },
    },
    async (request) => staff.listUsers(request.query),
  );

  app.put(
    '/users/:id/role',
    {
      onRequest: guards.requirePermission('users:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary: "Admin: change a user's role (the last active admin cannot be demoted)",
        params: userParams,
        body: roleChangeSchema,
        response: { 200: accountUserSchema, ...guarded, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => staff.changeRole(request.params.id, request.body.role),
  );

  app.patch(
    '/users/:id/toggle-status',
    {
      onRequest: guards.requirePermission('users:manage'),
      schema: {
        security: bearerAuth,
        tags: ['Users'],
        summary: 'Admin: activate or deactivate a user; deactivation ends their sessions at once',
        params: userParams,
        response: { 200: accountUserSchema, ...guarded, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => staff.toggleStatus(request.actor!, request.params.id),
  );
};
