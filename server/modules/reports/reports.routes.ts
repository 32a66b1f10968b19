// Admin reports: GET /api/admin/dashboard (the dashboard's figures in one call) and /api/admin/customers (the
// Customers tab); admin only, as they show revenue and every customer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerListQuerySchema } from '../../../domain/schemas/accounts.ts';
import { customerDetailSchema, customerPageSchema, dashboardSchema } from '../../../domain/schemas/report-views.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { CustomersService } from './customers.service.ts';
import type { DashboardService } from './dashboard.service.ts';

/** A guest buyer's id in the list: their phone's digits, or their email when they gave no phone. */
const GUEST_ID = /^guest:(phone:\d{1,20}|email:[^\s]{0,254})$/;

export const reportRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  customers: CustomersService;
  guards: AuthGuards;
}> = async (app, { dashboard: service, customers, guards }) => {
  app.get(
    '/admin/customers',
    {
      onRequest: guards.requirePermission('customers:read'),
      schema: {
        security: bearerAuth,
        tags: ['Admin'],
        summary:
          'Admin: non-admin accounts with total orders, total spent (cancelled excluded) and last order; filters, stats, 25 a page',
        querystring: customerListQuerySchema,
        response: {
          200: customerPageSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      onRequest: guards.requirePermission('customers:read'),
      schema: {
        security: bearerAuth,
        tags: ['Admin'],
        summary:
          "Admin: one customer (an account's id, or a guest's 'guest:phone:...' / 'guest:email:...') with their last 5 orders",
        params: z.object({ id: z.union([z.uuid(), z.string().regex(GUEST_ID)], { error: 'Customer not found' }) }),
        response: {
          200: customerDetailSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => customers.customer(request.params.id),
  );

  app.get(
    '/admin/dashboard',
    {
      onRequest: guards.requirePermission('reports:read'),
      schema: {
        security: bearerAuth,
        tags: ['Admin'],
        summary:
          'Admin: revenue (cancelled orders excluded; this month in Pakistan time), orders by status, customers, products, stock alerts, last 30 days, recent orders, payments due within 12 hours',
        response: { 200: dashboardSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => service.summary(),
  );
};
