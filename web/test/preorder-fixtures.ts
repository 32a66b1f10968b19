// Preorders as the API answers them, for the web's unit tests: the masked tracking view (anyone holding the ID) and the
// full view (owner and staff), with overrides per test.
import type { PreorderTrackingView, PreorderView } from '../../domain/schemas/preorder-views.ts';

const shared = {
  preorderId: 'PO-7K3M-9QX2-PT4W',
  status: 'production',
  createdAt: '2026-03-12T10:05:00.000Z',
  items: [
    { prodId: 'HK-001', name: 'Ajrak Kurta', imageId: 'm-2', size: 'XL', color: 'Indigo', quantity: 1, price: 4999 },
  ],
  itemCount: 1,
  paymentDetails: { method: 'bank' },
  originalAmount: 4999,
  totalAmount: null,
  initialPayment: { amount: 2500, status: 'paid', screenshots: [] },
  finalPayment: { amount: null, status: 'pending', screenshots: [] },
  deliveryCharges: { amount: null, notes: null, setAt: null },
  timeline: { productionStart: '2026-03-20T09:00:00.000Z', readyForDelivery: null, estimatedDelivery: null },
  estimatedTimeline: {
    productionStart: '2026-03-26T10:05:00.000Z',
    productionEnd: '2026-05-07T10:05:00.000Z',
    readyForDelivery: '2026-05-07T10:05:00.000Z',
    estimatedDelivery: '2026-05-14T10:05:00.000Z',
  },
  productImages: [],
} satisfies Partial<PreorderTrackingView>;

/** GET /api/preorders/track/{id} for anyone but the owner and staff: first name and city, the rest masked. */
export function trackedPreorder(overrides: Partial<PreorderTrackingView> = {}): PreorderTrackingView {
  return {
    ...shared,
    customer: { firstName: 'Ayesha', email: 'a***@example.pk', phoneNumber: '*******4567' },
    shippingAddress: { street: '***', city: 'Lahore', country: 'Pakistan' },
    adminNotes: { production: 'Block printing done.', delivery: '', updatedAt: '2026-03-21T09:00:00.000Z' },
    statusHistory: [
      { status: 'pending', note: null, at: '2026-03-12T10:05:00.000Z' },
      { status: 'production', note: null, at: '2026-03-20T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** The same preorder as its signed-in owner (or staff) gets it. */
export function fullPreorder(overrides: Partial<PreorderView> = {}): PreorderView {
  return {
    ...shared,
    _id: 'pre-1',
    orderType: 'registered',
    updatedAt: '2026-03-21T09:00:00.000Z',
    user: { _id: 'u-1', name: 'Ayesha Khan', email: 'ayesha@example.pk' },
    guestInfo: null,
    assignedTo: null,
    contact: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '03001234567' },
    shippingAddress: { street: '5 Canal Road', city: 'Lahore', state: 'Punjab', zipCode: '54000', country: 'Pakistan' },
    adminNotes: {
      production: 'Block printing done.',
      delivery: '',
      general: null,
      updatedAt: '2026-03-21T09:00:00.000Z',
    },
    statusHistory: [
      { status: 'pending', note: null, by: 'Customer', at: '2026-03-12T10:05:00.000Z' },
      { status: 'production', note: null, by: 'Sana Owner', at: '2026-03-20T09:00:00.000Z' },
    ],
    ...overrides,
  };
}
