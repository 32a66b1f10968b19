// How the API answers about orders (SPEC §3 Order; DECISIONS X1, X4): the full order for its owner and staff, the
// masked tracking view for anyone holding only the tracking ID, the checkout quote and the staff lists. The server
// serialises through these schemas; the web reads their types (import type: no zod in the storefront's bundle).
import { z } from 'zod';
import { COURIERS } from '../couriers.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_METHODS } from '../orders.ts';

export const orderItemView = z.object({
  prodId: z.string(),
  name: z.string(),
  imageId: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  quantity: z.number(),
  price: z.number(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

const address = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
/** Who carries the parcel, its slip number and the courier's own tracking page for it (null for 'Other'). */
const shipment = {
  courier: z.enum(COURIERS).nullable(),
  consignmentNumber: z.string().nullable(),
  courierTrackingUrl: z.string().nullable(),
};
/** When the order is cancelled unless paid, and how many hours after placing that is; null once it no longer waits
 *  for a payment (paid, shipped, delivered, cancelled), so nobody is told to pay for an order that is settled. */
const paymentDeadline = z.object({ dueAt: z.string(), hours: z.number() }).nullable();
const history = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
/** A paid order staff cancelled (issue 28 item 7): the money owed back, how, since when, and once sent, when, by whom
 *  and the transfer's reference; null for every other order. */
export const refundViewSchema = z
  .object({
    amount: z.number(),
    method: z.enum(REFUND_METHODS),
    note: z.string().nullable(),
    dueAt: z.string(),
    refundedAt: z.string().nullable(),
    refundedBy: z.string().nullable(),
    reference: z.string().nullable(),
  })
  .nullable();
export type RefundView = NonNullable<z.infer<typeof refundViewSchema>>;

/** Screenshots sent before the current one, oldest first, kept so staff see what was replaced. */
const replacedScreenshot = z.object({ url: z.string(), replacedAt: z.string(), replacedBy: z.string() });

export const orderViewSchema = z.object({
  _id: z.string(),
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  guestInfo: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }).nullable(),
  /** Who the order is delivered to, as given at checkout: set for guest and signed-in orders alike. */
  contact: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }),
  items: z.array(orderItemView),
  shippingAddress: address,
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    screenshot: z.string().nullable(),
    replacedScreenshots: z.array(replacedScreenshot),
  }),
  paymentDeadline,
  itemCount: z.number(),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  totalAmount: z.number(),
  ...shipment,
  /** The staff member making or packing it. */
  /** The assigned worker (SPEC §3 assignedWorker): an artisan of the workshop (issue 30). */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
  refund: refundViewSchema,
  statusHistory: z.array(history),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/orders/track/{id} for anyone but the owner and staff: first name and city, the rest masked. */
export const trackingViewSchema = z.object({
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customer: z.object({ firstName: z.string(), email: z.string(), phoneNumber: z.string() }),
  shippingAddress: z.object({ street: z.string(), city: z.string(), country: z.string() }),
  items: z.array(orderItemView),
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    /** The screenshot's signed link, only for the browser or account that sent it (DECISIONS D21); else null. */
    screenshot: z.string().nullable(),
    /** When the screenshot reached the shop, shown to every holder of the ID; null when none was sent. */
    screenshotReceivedAt: z.string().nullable(),
  }),
  paymentDeadline,
  itemCount: z.number(),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  totalAmount: z.number(),
  ...shipment,
  /** Its amount and method, due since and sent on: no note, name or reference to a tracking ID alone. */
  refund: refundViewSchema.unwrap().pick({ amount: true, method: true, dueAt: true, refundedAt: true }).nullable(),
  statusHistory: z.array(history.omit({ by: true })),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

/** GET /api/orders: a page of the staff's order list. */
export const orderPageSchema = z.object({
  orders: z.array(orderViewSchema),
  /** The orders of this page whose proof check needs a closer look (issue 20); empty for staff who do not confirm
   *  payments. */
  proofFlagged: z.array(z.string()),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type OrderPageView = z.infer<typeof orderPageSchema>;

/** A line whose price differs from what the shopper's bag showed. */
export const priceChangeView = z.object({
  prodId: z.string(),
  size: z.string(),
  color: z.string(),
  was: z.number(),
  now: z.number(),
});
export type PriceChangeView = z.infer<typeof priceChangeView>;

/** POST /api/orders/quote: the bag priced from the live catalog, with delivery and any price that changed. */
export const quoteViewSchema = z.object({
  lines: z.array(orderItemView),
  itemCount: z.number(),
  subtotal: z.number(),
  delivery: z.number(),
  total: z.number(),
  priceChanges: z.array(priceChangeView),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** PUT /api/orders/{id}/screenshot: the new proof's address. */
export const screenshotViewSchema = z.object({ screenshot: z.string() });
export type ScreenshotView = z.infer<typeof screenshotViewSchema>;
