// Admin reports: GET /api/admin/dashboard (the dashboard's figures in one call) and /api/admin/customers (the
// Customers tab); admin only, as they show revenue and every customer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../domain/accounts.ts';
import { ORDER_STATUSES } from '../../../domain/orders.ts';
import { customerListQuerySchema } from '../../../domain/schemas/accounts.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { CustomersService } from './customers.service.ts';
import type { DashboardService } from './dashboard.service.ts';

const dashboard = z.object({
  revenue: z.object({ total: z.number(), thisMonth: z.number() }),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  totalOrders: z.number(),
  customers: z.number(),
  products: z.object({ total: z.number(), active: z.number() }),
  outOfStockSizes: z.number(),
  pendingPayments: z.number(),
  lowStockSizes: z.number(),
  lowStock: z.array(z.object({ prodId: z.string(), name: z.string(), size: z.string(), stock: z.number() })),
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number() })),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      customerName: z.string(),
      totalAmount: z.number(),
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Unpaid open orders cancelled within 12 hours unless paid or extended, soonest first (20 at most; the count is all). */
  paymentsDueSoonCount: z.number(),
  paymentsDueSoon: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      customerName: z.string(),
      totalAmount: z.number(),
      paymentDueAt: z.string(),
      minutesLeft: z.number(),
    }),
  ),
});

const customer = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalOrders: z.number(),
  totalSpent: z.number(),
  lastOrderDate: z.string().nullable(),
});

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
          200: z.object({
            customers: z.array(customer),
            total: z.number(),
            page: z.number(),
            totalPages: z.number(),
            stats: z.object({
              total: z.number(),
              activeThisMonth: z.number(),
              highValue: z.number(),
              newThisWeek: z.number(),
            }),
          }),
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
        summary: 'Admin: one customer with their last 5 orders',
        params: z.object({ id: z.uuid({ error: 'Customer not found' }) }),
        response: {
          200: customer.extend({
            orders: z.array(
              z.object({
                _id: z.string(),
                trackingId: z.string(),
                status: z.string(),
                totalAmount: z.number(),
                createdAt: z.string(),
              }),
            ),
          }),
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
        response: { 200: dashboard, 401: errorBody, 403: errorBody },
      },
    },
    async () => service.summary(),
  );
};
