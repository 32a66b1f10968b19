// Small factories for the web's unit tests: a user, a product and an order as the API answers them, and a bag line,
// with overrides per test.
import type { AccountUser } from '../../domain/schemas/account-views.ts';
import type { CartLine } from '../../domain/cart.ts';
import type { ProductImageView, ProductView } from '../../domain/schemas/product-views.ts';
import type { TrackedOrder } from '../features/orders/index.ts';

export function imageView(mediaId: string, overrides: Partial<ProductImageView> = {}): ProductImageView {
  return {
    _id: `image-${mediaId}`,
    mediaId,
    url: `/files/${mediaId}.webp`,
    featured: false,
    color: null,
    width: 1120,
    height: 1400,
    alt: `Picture ${mediaId}`,
    ...overrides,
  };
}

export function productView(overrides: Partial<ProductView> = {}): ProductView {
  return {
    _id: 'p-1',
    prodId: 'HK-001',
    name: 'Ajrak Kurta/Indigo',
    description: 'Hand block-printed cotton kurta.',
    details: ['Cotton'],
    price: 4500,
    category: 'women',
    stock: 7,
    sizeStock: { S: 2, M: 5, L: 0 },
    sizes: ['S', 'M', 'L'],
    colors: ['Indigo', 'Madder'],
    images: [imageView('m-1'), imageView('m-2', { featured: true })],
    sizeGuide: {},
    isNew: true,
    isFeatured: false,
    isActive: true,
    createdAt: '2026-03-12T10:05:00.000Z',
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: 'p-1',
    prodId: 'HK-001',
    name: 'Ajrak Kurta/Indigo',
    imageId: 'm-2',
    price: 4500,
    size: 'M',
    color: 'Indigo',
    quantity: 1,
    ...overrides,
  };
}

/** GET /api/orders/track/{id} as anyone but the owner sees it: first name and city, the rest masked. */
export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    trackingId: 'HUN-7Q2K9',
    status: 'processing',
    createdAt: '2026-03-12T10:05:00.000Z',
    items: [
      { prodId: 'HK-001', name: 'Ajrak Kurta', imageId: 'm-2', size: 'M', color: 'Indigo', quantity: 1, price: 4500 },
    ],
    paymentDetails: { method: 'bank', status: 'paid', screenshot: null, screenshotReceivedAt: null },
    paymentDeadline: null,
    itemCount: 1,
    subtotal: 4500,
    deliveryCharge: 400,
    totalAmount: 4900,
    courier: null,
    consignmentNumber: null,
    refund: null,
    courierTrackingUrl: null,
    customer: { firstName: 'Ayesha', email: 'a***@example.pk', phoneNumber: '*******4567' },
    shippingAddress: { street: '***', city: 'Islamabad', country: 'Pakistan' },
    statusHistory: [
      { status: 'pending', note: null, at: '2026-03-12T10:05:00.000Z' },
      { status: 'processing', note: 'Payment confirmed', at: '2026-03-13T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** A shopper's account as every endpoint answers it. */
export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    _id: 'u-1',
    name: 'Sana Malik',
    firstName: 'Sana',
    lastName: 'Malik',
    email: 'sana@example.pk',
    phoneNumber: '03001234567',
    address: { street: '5 Canal Road', city: 'Lahore', state: 'Punjab', zipCode: '54000', country: 'Pakistan' },
    role: 'customer',
    isActive: true,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
