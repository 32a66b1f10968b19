// How an order is answered: in full to its owner and to staff, masked to anyone holding only its tracking ID
// (DECISIONS X4); amounts are what was charged (X1).
import { z } from 'zod';
import type { Address } from '../../../domain/accounts.ts';
import { maskEmail, maskPhone, maskStreet } from '../../../domain/masking.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain/orders.ts';
import { splitName } from '../../../domain/accounts.ts';
import { COURIERS, courierTrackingUrl, type Courier } from '../../../domain/couriers.ts';
import { awaitsPayment, deadlineHours } from '../../../domain/payment-deadline.ts';

export interface OrderRow {
  id: string;
  trackingId: string;
  userId: string | null;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  screenshotId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: Address;
  itemCount: number;
  subtotal: number;
  delivery: number;
  total: number;
  courier: string | null;
  consignmentNumber: string | null;
  assignedTo: string | null;
  paymentDueAt: Date;
  guestTokenHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderItemRow {
  prodId: string;
  name: string;
  imageId: string | null;
  size: string;
  color: string;
  quantity: number;
  price: number;
}

export interface HistoryRow {
  status: string;
  note: string | null;
  actorName: string;
  createdAt: Date;
}

const item = z.object({
  prodId: z.string(),
  name: z.string(),
  imageId: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  quantity: z.number(),
  price: z.number(),
});
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
  items: z.array(item),
  shippingAddress: address,
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    screenshot: z.string().nullable(),
    /** Screenshots sent before the current one, oldest first, kept so staff see what was replaced. */
    replacedScreenshots: z.array(z.object({ url: z.string(), replacedAt: z.string(), replacedBy: z.string() })),
  }),
  paymentDeadline,
  itemCount: z.number(),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  totalAmount: z.number(),
  ...shipment,
  /** The staff member making or packing it. */
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
  statusHistory: z.array(history),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const trackingViewSchema = z.object({
  trackingId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customer: z.object({ firstName: z.string(), email: z.string(), phoneNumber: z.string() }),
  shippingAddress: z.object({ street: z.string(), city: z.string(), country: z.string() }),
  items: z.array(item),
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    screenshot: z.string().nullable(),
  }),
  paymentDeadline,
  itemCount: z.number(),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  totalAmount: z.number(),
  ...shipment,
  statusHistory: z.array(history.omit({ by: true })),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

function shipmentView(order: OrderRow) {
  const courier = (order.courier as Courier | null) ?? null;
  return {
    courier,
    consignmentNumber: order.consignmentNumber,
    courierTrackingUrl: courier ? courierTrackingUrl(courier, order.consignmentNumber) : null,
  };
}

function deadlineView(order: OrderRow) {
  if (!awaitsPayment(order.status as OrderStatus, order.paymentStatus as PaymentStatus)) return null;
  return { dueAt: order.paymentDueAt.toISOString(), hours: deadlineHours(order.createdAt, order.paymentDueAt) };
}

const historyView = (h: HistoryRow) => ({
  status: h.status as OrderStatus,
  note: h.note,
  by: h.actorName,
  at: h.createdAt.toISOString(),
});

/** The full order, for its signed-in owner and for staff; `screenshotUrl` is a short-lived signed link or null. */
export function toOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  historyRows: HistoryRow[],
  screenshotUrl: string | null,
  user: { name: string; email: string } | null,
  assignee: { name: string } | null,
  replacedScreenshots: OrderView['paymentDetails']['replacedScreenshots'] = [],
): OrderView {
  const contact = { name: order.customerName, email: order.customerEmail, phoneNumber: order.customerPhone };
  return {
    _id: order.id,
    trackingId: order.trackingId,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    user: order.userId && user ? { _id: order.userId, ...user } : null,
    guestInfo: order.userId ? null : contact,
    contact,
    items,
    shippingAddress: order.shippingAddress,
    paymentDetails: {
      method: order.paymentMethod as PaymentMethod,
      status: order.paymentStatus as PaymentStatus,
      screenshot: screenshotUrl,
      replacedScreenshots,
    },
    paymentDeadline: deadlineView(order),
    itemCount: order.itemCount,
    subtotal: order.subtotal,
    deliveryCharge: order.delivery,
    totalAmount: order.total,
    ...shipmentView(order),
    assignedTo: order.assignedTo && assignee ? { _id: order.assignedTo, name: assignee.name } : null,
    statusHistory: historyRows.map(historyView),
  };
}

/** What a tracking ID alone shows: status, timeline, items and amounts; first name and city; the rest masked. */
export function toTrackingView(
  order: OrderRow,
  items: OrderItemRow[],
  historyRows: HistoryRow[],
  screenshotUrl: string | null,
): TrackingView {
  return {
    trackingId: order.trackingId,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    customer: {
      firstName: splitName(order.customerName).firstName,
      email: maskEmail(order.customerEmail),
      phoneNumber: maskPhone(order.customerPhone),
    },
    shippingAddress: {
      street: maskStreet(order.shippingAddress.street),
      city: order.shippingAddress.city,
      country: order.shippingAddress.country,
    },
    items,
    paymentDetails: {
      method: order.paymentMethod as PaymentMethod,
      status: order.paymentStatus as PaymentStatus,
      screenshot: screenshotUrl,
    },
    paymentDeadline: deadlineView(order),
    itemCount: order.itemCount,
    subtotal: order.subtotal,
    deliveryCharge: order.delivery,
    totalAmount: order.total,
    ...shipmentView(order),
    statusHistory: historyRows.map(({ status, note, createdAt }) => ({
      status: status as OrderStatus,
      note,
      at: createdAt.toISOString(),
    })),
  };
}
