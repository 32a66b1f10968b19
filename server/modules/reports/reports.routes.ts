// GET /api/admin/dashboard: the admin dashboard's figures in one call (admin only: it shows revenue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/orders.ts';
import type { AuthGuards } from '../../plugins/auth.ts';
import { bearerAuth, errorBody } from '../../plugins/schemas.ts';
import type { DashboardService } from './dashboard.service.ts';

const dashboard = z.object({
  revenue: z.object({ total: z.number(), thisMonth: z.number() }),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  totalOrders: z.number(),
  customers: z.number(),
  products: z.object({ total: z.number(), active: z.number() }),
  outOfStockSizes: z.number(),
  pendingPayments: z.number(),
  lowStock: z.array(z.object({ prodId: z.string(), name: z.string(), size: z.string(), stock: z.number() })),
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number() })),
  recentOrders: z.array(z.object({ _id: z.string(), trackingId: z.string(), customerName: z.string(), totalAmount: z.number(), status: z.enum(ORDER_STATUSES), paymentStatus: z.string(), createdAt: z.string() })),
});

export const reportRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService; guards: AuthGuards }> = async (app, { dashboard: service, guards }) => {
  app.get(
    '/admin/dashboard',
    {
      preHandler: guards.requirePermission('reports:read'),
      schema: {
        security: bearerAuth,
        tags: ['Admin'],
        summary: 'Admin: revenue (cancelled orders excluded; this month in Pakistan time), orders by status, customers, products, stock alerts, last 30 days, recent orders',
        response: { 200: dashboard, 401: errorBody, 403: errorBody },
      },
    },
    async () => service.summary(),
  );
};
