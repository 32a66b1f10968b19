// How preorder rows become the answers of domain/schemas/preorder-views.ts: in full to the owner and staff, masked to
// anyone holding only the preorder ID (X4, D12); general notes only to staff (D14); amounts by D13.
import { splitName } from '../../../domain/accounts.ts';
import { maskEmail, maskPhone, maskStreet } from '../../../domain/masking.ts';
import { preorderAmounts } from '../../../domain/preorders.ts';
import type { OrderItemView } from '../../../domain/schemas/order-views.ts';
import type { PreorderTrackingView, PreorderView, ProgressImageView } from '../../../domain/schemas/preorder-views.ts';
import type { preorderHistory } from '../../db/schema/preorders.ts';
import type { PreorderRow } from './preorder-rows.ts';

export type PreorderHistoryRow = Pick<
  typeof preorderHistory.$inferSelect,
  'status' | 'note' | 'actorName' | 'createdAt'
>;

export interface ScreenshotEntry {
  /** Null when the viewer may not see the image (D21). */
  url: string | null;
  addedAt: string;
  addedBy: string;
}

/** What a view is built from besides the row: its lines, history, payment screenshots and progress photos (signed). */
export interface PreorderParts {
  items: OrderItemView[];
  history: PreorderHistoryRow[];
  screenshots: { initial: ScreenshotEntry[]; final: ScreenshotEntry[] };
  images: ProgressImageView[];
  /** The assigned worker's name (issue 30). */
  assignee: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The part both views share: the diary the preorder's holder follows. */
function diaryOf(row: PreorderRow, parts: PreorderParts) {
  const amounts = preorderAmounts(row.originalAmount, row.deliveryCharge);
  return {
    preorderId: row.preorderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    items: parts.items,
    itemCount: row.itemCount,
    paymentDetails: { method: row.paymentMethod },
    originalAmount: row.originalAmount,
    totalAmount: amounts.total,
    initialPayment: {
      amount: row.initialAmount,
      status: row.initialPaymentStatus,
      screenshots: parts.screenshots.initial,
    },
    finalPayment: {
      amount: amounts.finalPayment,
      status: row.finalPaymentStatus,
      screenshots: parts.screenshots.final,
    },
    deliveryCharges: { amount: row.deliveryCharge, notes: row.deliveryChargeNotes, setAt: iso(row.deliverySetAt) },
    timeline: {
      productionStart: iso(row.productionStartedAt),
      readyForDelivery: iso(row.readyForDeliveryAt),
      estimatedDelivery: iso(row.deliveryExpectedAt),
    },
    estimatedTimeline: {
      productionStart: row.estProductionStart.toISOString(),
      productionEnd: row.estProductionEnd.toISOString(),
      readyForDelivery: row.estReadyForDelivery.toISOString(),
      estimatedDelivery: row.estDelivery.toISOString(),
    },
    productImages: parts.images,
  };
}

/** The full preorder, for its signed-in owner and staff; `staff` decides whether general notes are shown (D14). */
export function toPreorderView(
  row: PreorderRow,
  parts: PreorderParts,
  owner: { name: string; email: string } | null,
  staff: boolean,
): PreorderView {
  const contact = { name: row.customerName, email: row.customerEmail, phoneNumber: row.customerPhone };
  return {
    _id: row.id,
    ...diaryOf(row, parts),
    orderType: row.userId ? 'registered' : 'guest',
    updatedAt: row.updatedAt.toISOString(),
    user: row.userId && owner ? { _id: row.userId, ...owner } : null,
    guestInfo: row.userId ? null : contact,
    contact,
    shippingAddress: row.shippingAddress,
    adminNotes: {
      production: row.productionNotes,
      delivery: row.deliveryNotes,
      general: staff ? row.generalNotes : null,
      updatedAt: iso(row.notesUpdatedAt),
    },
    assignedTo: row.assignedArtisanId && parts.assignee ? { _id: row.assignedArtisanId, name: parts.assignee } : null,
    statusHistory: parts.history.map((h) => ({
      status: h.status,
      note: h.note,
      by: h.actorName,
      at: h.createdAt.toISOString(),
    })),
  };
}

/** What the preorder ID alone shows: the diary and amounts; first name and city; the rest masked. */
export function toPreorderTrackingView(row: PreorderRow, parts: PreorderParts): PreorderTrackingView {
  return {
    ...diaryOf(row, parts),
    customer: {
      firstName: splitName(row.customerName).firstName,
      email: row.customerEmail ? maskEmail(row.customerEmail) : '',
      phoneNumber: maskPhone(row.customerPhone),
    },
    shippingAddress: {
      street: maskStreet(row.shippingAddress.street),
      city: row.shippingAddress.city,
      country: row.shippingAddress.country,
    },
    adminNotes: { production: row.productionNotes, delivery: row.deliveryNotes, updatedAt: iso(row.notesUpdatedAt) },
    statusHistory: parts.history.map(({ status, note, createdAt }) => ({
      status,
      note,
      at: createdAt.toISOString(),
    })),
  };
}
