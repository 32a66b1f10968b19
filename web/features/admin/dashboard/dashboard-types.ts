// The dashboard's figures as GET /api/admin/dashboard answers them (server/modules/reports/reports.routes.ts).
import type { OrderStatus, PaymentStatus } from '../../../../domain/orders.ts';

export interface LowStockSize {
  prodId: string;
  name: string;
  size: string;
  stock: number;
}

export interface RevenueDay {
  /** A day in Pakistan time, 'YYYY-MM-DD'. */
  day: string;
  revenue: number;
  orders: number;
}

export interface RecentOrder {
  _id: string;
  trackingId: string;
  customerName: string;
  totalAmount: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
}

/** An unpaid open order whose payment deadline falls within the next 12 hours. */
export interface PaymentDueSoon {
  _id: string;
  trackingId: string;
  customerName: string;
  totalAmount: number;
  paymentDueAt: string;
  /** From the server's clock, rounded up. */
  minutesLeft: number;
}

export interface DashboardSummary {
  /** Cancelled orders excluded; this month is the calendar month in Pakistan time. */
  revenue: { total: number; thisMonth: number };
  ordersByStatus: Record<OrderStatus, number>;
  totalOrders: number;
  customers: number;
  products: { total: number; active: number };
  outOfStockSizes: number;
  pendingPayments: number;
  /** How many active products' sizes are at or under LOW_STOCK_MAX, in all. */
  lowStockSizes: number;
  /** The first 50 of them, emptiest first. */
  lowStock: LowStockSize[];
  /** The last 30 days, oldest first, every day present (zero when nothing sold). */
  revenueByDay: RevenueDay[];
  recentOrders: RecentOrder[];
  /** Soonest first, at most 20; the count is all of them. */
  paymentsDueSoon: PaymentDueSoon[];
  paymentsDueSoonCount: number;
}
