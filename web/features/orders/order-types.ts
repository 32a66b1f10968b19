// Orders as the API answers them (SPEC §3 Order; DECISIONS X4): the full order for its owner and staff, the masked
// tracking view for anyone holding only the tracking ID, and one shape the screens draw from either.
import type { OrderItemView, OrderView, TrackingView } from '../../../domain/schemas/order-views.ts';

export type OrderItem = OrderItemView;

/** POST /api/orders, GET /api/users/orders, and tracking by the owner or staff. */
export type FullOrder = OrderView;

/** GET /api/orders/track/{id} for anyone else: first name and city, the rest masked. */
export type TrackedOrder = TrackingView;

export type OrderAnswer = FullOrder | TrackedOrder;

/** What both answers hold alike: the status, lines, payment and amounts, and the shipment. */
type Amounts = Omit<TrackedOrder, 'customer' | 'shippingAddress' | 'statusHistory' | 'paymentDetails'> & {
  paymentDetails: Omit<TrackedOrder['paymentDetails'], 'screenshotReceivedAt'> & {
    /** When the screenshot reached the shop: a tracking-ID view's only trace of one this browser did not send (D21). */
    screenshotReceivedAt?: string | null;
    /** Screenshots sent before the current one (full views only; a tracking-ID view has none). */
    replacedScreenshots?: FullOrder['paymentDetails']['replacedScreenshots'];
  };
};

/** What every order screen shows, whichever of the two answers it came from. */
export interface OrderDisplay extends Amounts {
  customerName: string;
  email: string;
  phoneNumber: string;
  /** True when email, phone and street are shown masked (a lookup by tracking ID alone). */
  masked: boolean;
  address: { street: string; city: string; zipCode?: string; country: string };
  statusHistory: TrackedOrder['statusHistory'];
}

export function toDisplay(order: OrderAnswer): OrderDisplay {
  const {
    trackingId,
    status,
    createdAt,
    items,
    paymentDetails,
    paymentDeadline,
    itemCount,
    subtotal,
    deliveryCharge,
    totalAmount,
    courier,
    consignmentNumber,
    courierTrackingUrl,
    statusHistory,
    refund,
  } = order;
  const common = {
    trackingId,
    status,
    createdAt,
    items,
    paymentDetails,
    paymentDeadline,
    itemCount,
    subtotal,
    deliveryCharge,
    totalAmount,
    courier,
    consignmentNumber,
    courierTrackingUrl,
    refund: refund && {
      amount: refund.amount,
      method: refund.method,
      dueAt: refund.dueAt,
      refundedAt: refund.refundedAt,
    },
    statusHistory: statusHistory.map(({ status: s, note, at }) => ({ status: s, note, at })),
  };
  if ('customer' in order) {
    return {
      ...common,
      customerName: order.customer.firstName,
      email: order.customer.email,
      phoneNumber: order.customer.phoneNumber,
      masked: true,
      address: order.shippingAddress,
    };
  }
  const { contact } = order;
  const { street, city, zipCode, country } = order.shippingAddress;
  return {
    ...common,
    customerName: contact.name,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    masked: false,
    address: { street, city, zipCode, country },
  };
}
