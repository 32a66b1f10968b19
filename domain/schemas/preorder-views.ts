// How the API answers about preorders (SPEC §3 Preorder; DECISIONS D12-D15, X4, X5): the full preorder for its owner
// and staff, the masked view for anyone holding only its ID, the quote, and the staff list. The server serialises
// through these schemas; the web reads their types (import type: no zod in the storefront's bundle).
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../orders.ts';
import { PREORDER_PAYMENT_METHODS, PREORDER_STATUSES } from '../preorders.ts';
import { orderItemView, priceChangeView } from './order-views.ts';

const address = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** A payment screenshot: a short-lived signed link, when it was added and by whom (Customer, Guest or a staff name).
 *  The link is null for a preorder-ID holder who did not send it (DECISIONS D21): they see only that it was received. */
const screenshotView = z.object({ url: z.string().nullable(), addedAt: z.string(), addedBy: z.string() });

/** One of the two payments (D13): the amount is null until it is known (the final one, once delivery is set). */
const paymentView = z.object({
  amount: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  screenshots: z.array(screenshotView),
});
export type PreorderPaymentView = z.infer<typeof paymentView>;

const dates = {
  productionStart: z.string().nullable(),
  readyForDelivery: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
};

/** The production diary (D14): progress photos with their descriptions, by signed link. */
const progressImageView = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  uploadedAt: z.string(),
});
export type ProgressImageView = z.infer<typeof progressImageView>;

const history = z.object({
  status: z.enum(PREORDER_STATUSES),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});

/** Everything a preorder's holder sees: status, items, amounts, both payments, the diary and the dates. */
const diary = {
  preorderId: z.string(),
  status: z.enum(PREORDER_STATUSES),
  createdAt: z.string(),
  items: z.array(orderItemView),
  itemCount: z.number(),
  paymentDetails: z.object({ method: z.enum(PREORDER_PAYMENT_METHODS) }),
  /** The server-priced subtotal. */
  originalAmount: z.number(),
  /** Everything the shopper pays; null until the delivery charge is set. */
  totalAmount: z.number().nullable(),
  initialPayment: paymentView,
  finalPayment: paymentView,
  deliveryCharges: z.object({
    amount: z.number().nullable(),
    notes: z.string().nullable(),
    setAt: z.string().nullable(),
  }),
  /** What actually happened, as staff recorded it. */
  timeline: z.object(dates),
  /** The dates promised at placing (late ends of SPEC §9's ranges), which staff may bring forward. */
  estimatedTimeline: z.object({
    productionStart: z.string(),
    productionEnd: z.string(),
    readyForDelivery: z.string(),
    estimatedDelivery: z.string(),
  }),
  productImages: z.array(progressImageView),
};

export const preorderViewSchema = z.object({
  _id: z.string(),
  ...diary,
  orderType: z.enum(['guest', 'registered']),
  updatedAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  guestInfo: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }).nullable(),
  /** Who the preorder is for, as given (email empty for one staff took by phone without it). */
  contact: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }),
  shippingAddress: address,
  /** D14: production and delivery notes are the diary; general notes are staff-only (null for the shopper). */
  adminNotes: z.object({
    production: z.string(),
    delivery: z.string(),
    general: z.string().nullable(),
    updatedAt: z.string().nullable(),
  }),
  /** The assigned worker: an artisan of the workshop making or packing it (issue 30). */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
  statusHistory: z.array(history),
});
export type PreorderView = z.infer<typeof preorderViewSchema>;

/** GET /api/preorders/track/{id} for anyone but the owner and staff (X4, D12): first name and city, the rest masked. */
export const preorderTrackingViewSchema = z.object({
  ...diary,
  customer: z.object({ firstName: z.string(), email: z.string(), phoneNumber: z.string() }),
  shippingAddress: z.object({ street: z.string(), city: z.string(), country: z.string() }),
  adminNotes: z.object({ production: z.string(), delivery: z.string(), updatedAt: z.string().nullable() }),
  statusHistory: z.array(history.omit({ by: true })),
});
export type PreorderTrackingView = z.infer<typeof preorderTrackingViewSchema>;

/** GET /api/preorders: a page of the staff's preorder list. */
export const preorderPageSchema = z.object({
  preorders: z.array(preorderViewSchema),
  /** The preorders of this page with a proof check that needs a closer look (issue 20); empty for staff who do not
   *  confirm payments. */
  proofFlagged: z.array(z.string()),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type PreorderPageView = z.infer<typeof preorderPageSchema>;

/** POST /api/preorders/quote: the preorder bag priced from the live catalog, the two payments, and any price that
 *  changed since the shopper filled the bag. The final payment is 'to be confirmed' until staff set delivery. */
export const preorderQuoteViewSchema = z.object({
  lines: z.array(orderItemView),
  itemCount: z.number(),
  originalAmount: z.number(),
  payNow: z.number(),
  /** The other half, before delivery. */
  balanceBeforeDelivery: z.number(),
  priceChanges: z.array(priceChangeView),
});
export type PreorderQuoteView = z.infer<typeof preorderQuoteViewSchema>;

/** PUT .../screenshots: the payment's screenshots after the change. */
export const preorderScreenshotsViewSchema = paymentView;
