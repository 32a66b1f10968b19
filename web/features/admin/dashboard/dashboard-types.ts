// The dashboard's figures as GET /api/admin/dashboard answers them (domain/schemas/report-views.ts).
import type { DashboardView } from '../../../../domain/schemas/report-views.ts';

export type DashboardSummary = DashboardView;
/** An active product with sizes at or under LOW_STOCK_MAX, and those sizes. */
export type LowStockProduct = DashboardView['lowStock'][number];
export type LaunchTask = DashboardView['beforeYouOpen'][number];
export type RevenueDay = DashboardView['revenueByDay'][number];
export type RecentOrder = DashboardView['recentOrders'][number];
/** An unpaid open order whose payment deadline falls within the next 12 hours. */
export type PaymentDueSoon = DashboardView['paymentsDueSoon'][number];
