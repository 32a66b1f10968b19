// How order rows become the answers of domain/schemas/order-views.ts: in full to its owner and to staff, masked to
// anyone holding only its tracking ID (DECISIONS X4); amounts are what was charged (X1).
import { maskEmail, maskPhone, maskStreet } from '../../../domain/masking.ts';
import type { OrderItemView, OrderView, TrackingView } from '../../../domain/schemas/order-views.ts';
import { splitName } from '../../../domain/accounts.ts';
import { courierTrackingUrl } from '../../../domain/couriers.ts';
import { awaitsPayment, deadlineHours } from '../../../domain/payment-deadline.ts';
import type { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;

export type HistoryRow = Pick<typeof orderStatusHistory.$inferSelect, 'status' | 'note' | 'actorName' | 'createdAt'>;

/** An order line as its answers show it (order-reads.ts itemColumns). */
export type ItemRow = Omit<typeof orderItems.$inferSelect, 'id'>;

/** A placement's outcome: an earlier order replayed (answered by reading it), or the rows this placement wrote (its
 *  answer is built from them, not read back). */
export type Placement =
  | { orderId: string; replayed: true }
  | { orderId: string; replayed: false; written: { order: OrderRow; items: ItemRow[]; history: HistoryRow[] } };

function shipmentView(order: OrderRow) {
  const { courier, consignmentNumber } = order;
  return {
    courier,
    consignmentNumber,
    courierTrackingUrl: courier ? courierTrackingUrl(courier, consignmentNumber) : null,
  };
}

function deadlineView(order: OrderRow) {
  if (!awaitsPayment(order.status, order.paymentStatus)) return null;
  return { dueAt: order.paymentDueAt.toISOString(), hours: deadlineHours(order.createdAt, order.paymentDueAt) };
}

/** The refund a staff cancel of a paid order recorded, or null (the CHECK orders_refund_valid keeps its columns set
 *  together). */
function refundView(order: OrderRow): OrderView['refund'] {
  if (!order.refundDueAt || order.refundAmount === null || order.refundMethod === null) return null;
  return {
    amount: order.refundAmount,
    method: order.refundMethod,
    note: order.refundNote,
    dueAt: order.refundDueAt.toISOString(),
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundedBy: order.refundedBy,
    reference: order.refundReference,
  };
}

const historyView = (h: HistoryRow) => ({
  status: h.status,
  note: h.note,
  by: h.actorName,
  at: h.createdAt.toISOString(),
});

/** The full order, for its signed-in owner and for staff; `screenshotUrl` is a short-lived signed link or null. */
export function toOrderView(
  order: OrderRow,
  items: OrderItemView[],
  historyRows: HistoryRow[],
  screenshotUrl: string | null,
  user: { name: string; email: string } | null,
  assignee: string | null,
  replacedScreenshots: OrderView['paymentDetails']['replacedScreenshots'] = [],
): OrderView {
  const contact = { name: order.customerName, email: order.customerEmail, phoneNumber: order.customerPhone };
  return {
    _id: order.id,
    trackingId: order.trackingId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    user: order.userId && user ? { _id: order.userId, ...user } : null,
    guestInfo: order.userId ? null : contact,
    contact,
    items,
    shippingAddress: order.shippingAddress,
    paymentDetails: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      screenshot: screenshotUrl,
      replacedScreenshots,
    },
    paymentDeadline: deadlineView(order),
    itemCount: order.itemCount,
    subtotal: order.subtotal,
    deliveryCharge: order.delivery,
    totalAmount: order.total,
    ...shipmentView(order),
    assignedTo: order.assignedArtisanId && assignee ? { _id: order.assignedArtisanId, name: assignee } : null,
    refund: refundView(order),
    statusHistory: historyRows.map(historyView),
  };
}

const maskedRefund = (refund: OrderView['refund']): TrackingView['refund'] =>
  refund && { amount: refund.amount, method: refund.method, dueAt: refund.dueAt, refundedAt: refund.refundedAt };

/** What a tracking ID alone shows: status, timeline, items and amounts; first name and city; the rest masked. The
 *  screenshot's link only when the viewer sent it (D21), its date whenever there is one. */
export function toTrackingView(
  order: OrderRow,
  items: OrderItemView[],
  historyRows: HistoryRow[],
  screenshot: { url: string | null; receivedAt: string | null },
): TrackingView {
  return {
    trackingId: order.trackingId,
    status: order.status,
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
      method: order.paymentMethod,
      status: order.paymentStatus,
      screenshot: screenshot.url,
      screenshotReceivedAt: screenshot.receivedAt,
    },
    paymentDeadline: deadlineView(order),
    itemCount: order.itemCount,
    subtotal: order.subtotal,
    deliveryCharge: order.delivery,
    totalAmount: order.total,
    ...shipmentView(order),
    refund: maskedRefund(refundView(order)),
    statusHistory: historyRows.map(({ status, note, createdAt }) => ({
      status,
      note,
      at: createdAt.toISOString(),
    })),
  };
}
