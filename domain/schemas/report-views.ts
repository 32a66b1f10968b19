// How the admin's reports are answered (SPEC §2 Dashboard and Customers tab, §9 thresholds): GET /api/admin/dashboard
// and /api/admin/customers. The server serialises through these schemas; the admin panel reads their types.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_METHODS } from '../orders.ts';
import { accountUserSchema } from './account-views.ts';
import { WORK_STAGES } from '../workshop.ts';

/** An account, or a guest buyer, with its order figures, computed by the server: orders and preorders both count as
 *  orders; spent is what revenue counts of their orders (cancelled ones not, unless paid and not refunded in full) plus
 *  preorder payments marked paid (D15, D19). A guest (no account: their
 *  orders grouped by phone, or email with no phone) has the _id 'guest:phone:92...' or 'guest:email:...', the role
 *  customer, is active, and dates from their first order. */
export const customerViewSchema = accountUserSchema.omit({ mustChangePassword: true }).extend({
  guest: z.boolean(),
  totalOrders: z.number(),
  totalSpent: z.number(),
  lastOrderDate: z.string().nullable(),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerViewSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  stats: z.object({
    total: z.number(),
    activeThisMonth: z.number(),
    highValue: z.number(),
    newThisWeek: z.number(),
  }),
});
export type CustomerPageView = z.infer<typeof customerPageSchema>;

/** One customer with their last 5 orders (SPEC §9). */
export const customerDetailSchema = customerViewSchema.extend({
  orders: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      status: z.enum(ORDER_STATUSES),
      totalAmount: z.number(),
      createdAt: z.string(),
      /** A paid order staff cancelled: the refund due, and when it was sent (issue 28 item 7). */
      refund: z
        .object({
          amount: z.number(),
          method: z.enum(REFUND_METHODS),
          dueAt: z.string(),
          refundedAt: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type CustomerDetailView = z.infer<typeof customerDetailSchema>;

/** What the dashboard's 'Before you open' checklist can ask for (issue 17 item 15), in its order. */
export const LAUNCH_TASKS = ['payment-details', 'demo-products', 'public-url', 'mail-server'] as const;
export type LaunchTask = (typeof LAUNCH_TASKS)[number];

export const dashboardSchema = z.object({
  /** Cancelled orders excluded (unless paid and not yet refunded, or refunded in part: what was kept), preorder
   *  payments marked paid included (D15, D19); this month is the calendar month in
   *  Pakistan time. */
  revenue: z.object({ total: z.number(), thisMonth: z.number() }),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  totalOrders: z.number(),
  customers: z.number(),
  products: z.object({ total: z.number(), active: z.number() }),
  outOfStockSizes: z.number(),
  pendingPayments: z.number(),
  /** Cancelled paid orders whose money is still to be sent back (issue 28 item 7): how many and how much. Revenue
   *  still counts them until refunded (the shop holds the money); this shows them apart. */
  refundsDue: z.object({ count: z.number(), amount: z.number() }),
  /** How many active products have a size at or under LOW_STOCK_MAX, in all (a product counts once). */
  lowStockProducts: z.number(),
  /** The first 20 of them, emptiest first, each with its low sizes in size order. */
  lowStock: z.array(
    z.object({
      prodId: z.string(),
      name: z.string(),
      sizes: z.array(z.object({ size: z.string(), stock: z.number() })),
    }),
  ),
  /** The 'Before you open' tasks still open; empty once the shop no longer shows anything of the demo. */
  beforeYouOpen: z.array(z.enum(LAUNCH_TASKS)),
  /** The last 30 days, oldest first, every day present (zero when nothing sold); `day` is 'YYYY-MM-DD' in Pakistan
   *  time. */
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number() })),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      customerName: z.string(),
      totalAmount: z.number(),
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      createdAt: z.string(),
    }),
  ),
  /** Preorders to act on, and their money (D15): deposits marked paid, and final payments set but not yet paid. */
  preorders: z.object({
    pending: z.number(),
    inProduction: z.number(),
    /** Delivery charge set, final payment not yet paid (cancelled ones left out). */
    awaitingFinalPayment: z.number(),
    depositsReceived: z.number(),
    balancesDue: z.number(),
  }),
  /** The workshop's open cards (issue 30), as the Production board counts them: late, due in the next seven days, and
   *  how many are at each stage (ready ones of the last week included, as the board shows them). */
  workshop: z.object({
    overdue: z.number(),
    dueThisWeek: z.number(),
    byStage: z.record(z.enum(WORK_STAGES), z.number()),
  }),
  /** Unpaid open orders cancelled within 12 hours unless paid or extended, soonest first (20 at most; the count is all). */
  paymentsDueSoonCount: z.number(),
  paymentsDueSoon: z.array(
    z.object({
      _id: z.string(),
      trackingId: z.string(),
      customerName: z.string(),
      totalAmount: z.number(),
      paymentDueAt: z.string(),
      /** From the server's clock, rounded up. */
      minutesLeft: z.number(),
    }),
  ),
});
export type DashboardView = z.infer<typeof dashboardSchema>;
