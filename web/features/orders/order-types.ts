// Orders as the API answers them (SPEC §3 Order; DECISIONS X4): the full order for its owner and staff, the masked
// tracking view for anyone holding only the tracking ID, and one shape the screens draw from either.
import type { Courier } from '../../../domain/couriers.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../domain/orders.ts';

export interface OrderItem {
  prodId: string;
  name: string;
  imageId: string | null;
  size: string;
  color: string;
  quantity: number;
  price: number;
}

interface StatusEntry {
  status: OrderStatus;
  note: string | null;
  at: string;
}

interface Amounts {
  trackingId: string;
  status: OrderStatus;
  createdAt: string;
  items: OrderItem[];
  paymentDetails: {
    method: PaymentMethod;
    status: PaymentStatus;
    screenshot: string | null;
    /** Screenshots sent before the current one (full views only; a tracking-ID view has none). */
    replacedScreenshots?: { url: string; replacedAt: string; replacedBy: string }[];
  };
  /** When the order is cancelled unless paid, and how many hours after placing that is; null once paid, shipped or
   *  cancelled (domain/payment-deadline.ts). */
  paymentDeadline: { dueAt: string; hours: number } | null;
  itemCount: number;
  subtotal: number;
  deliveryCharge: number;
  totalAmount: number;
  /** Set by staff when the parcel ships; the link is the courier's own tracking page (null for 'Other'). */
  courier: Courier | null;
  consignmentNumber: string | null;
  courierTrackingUrl: string | null;
}

/** POST /api/orders, GET /api/users/orders, and tracking by the owner or staff. */
export interface FullOrder extends Amounts {
  _id: string;
  user: { _id: string; name: string; email: string } | null;
  guestInfo: { name: string; email: string; phoneNumber: string } | null;
  /** Who the order is delivered to, as given at checkout, for guest and signed-in orders alike. */
  contact: { name: string; email: string; phoneNumber: string };
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  statusHistory: (StatusEntry & { by: string })[];
  /** The staff member making or packing it. */
  assignedTo: { _id: string; name: string } | null;
}

/** GET /api/orders/track/{id} for anyone else: first name and city, the rest masked. */
export interface TrackedOrder extends Amounts {
  customer: { firstName: string; email: string; phoneNumber: string };
  shippingAddress: { street: string; city: string; country: string };
  statusHistory: StatusEntry[];
}

export type OrderAnswer = FullOrder | TrackedOrder;

/** What every order screen shows, whichever of the two answers it came from. */
export interface OrderDisplay extends Amounts {
  customerName: string;
  email: string;
  phoneNumber: string;
  /** True when email, phone and street are shown masked (a lookup by tracking ID alone). */
  masked: boolean;
  address: { street: string; city: string; zipCode?: string; country: string };
  statusHistory: StatusEntry[];
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
