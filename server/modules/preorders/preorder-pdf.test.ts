// The preorder confirmation PDF: a real PDF whose text (parsed back with pdfjs) holds the preorder ID, items, amounts
// and where to pay, and which shows a masked view's customer masked. Database-free: runs with the unit tests.
import { describe, expect, it } from 'vitest';
import type { PreorderTrackingView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { renderPreorderPdf, type PdfShop } from './preorder-pdf.ts';

const shop: PdfShop = {
  payment: {
    bank: {
      bankName: 'Meezan Bank',
      accountTitle: 'Hunar Crafts',
      accountNumber: '0101-0104567890',
      iban: 'PK36MEZN0001010104567890',
    },
    easypaisa: { accountTitle: 'Hunar Crafts', accountNumber: '0345-1234567', qrImage: null },
  },
  contact: { email: 'hello@hunar.pk', phone: '0300-1234567', whatsapp: '0300-1234567' },
  generatedAt: new Date('2026-11-24T20:30:00Z'),
  linkBaseUrl: 'https://hunar.pk',
};

const kurta = {
  prodId: 'p1',
  name: 'Ajrak/Block-print Kurta',
  imageId: null,
  size: 'M',
  color: 'Indigo',
  quantity: 2,
  price: 4_999,
};

const diary = {
  preorderId: 'PO-7K3M-9QX2-PT4W',
  status: 'production' as const,
  createdAt: '2026-11-24T20:05:00.000Z',
  items: [
    kurta,
    { prodId: 'p2', name: 'Phulkari Dupatta', imageId: null, size: 'XXL', color: 'Madder', quantity: 1, price: 3_250 },
  ],
  itemCount: 3,
  paymentDetails: { method: 'bank' as const },
  originalAmount: 13_248,
  totalAmount: null,
  initialPayment: { amount: 6_624, status: 'paid' as const, screenshots: [] },
  finalPayment: { amount: null, status: 'pending' as const, screenshots: [] },
  deliveryCharges: { amount: null, notes: null, setAt: null },
  timeline: { productionStart: '2026-12-01T06:00:00.000Z', readyForDelivery: null, estimatedDelivery: null },
  estimatedTimeline: {
    productionStart: '2026-12-08T20:05:00.000Z',
    productionEnd: '2027-01-19T20:05:00.000Z',
    readyForDelivery: '2027-01-19T20:05:00.000Z',
    estimatedDelivery: '2027-01-26T20:05:00.000Z',
  },
  productImages: [],
};

const full: PreorderView = {
  _id: '9f1c',
  ...diary,
  assignedTo: null,
  orderType: 'guest',
  updatedAt: '2026-12-01T06:00:00.000Z',
  user: null,
  guestInfo: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '03001234567' },
  contact: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phoneNumber: '03001234567' },
  shippingAddress: {
    street: '12 Canal View Road',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54000',
    country: 'Pakistan',
  },
  adminNotes: { production: '', delivery: '', general: 'VIP', updatedAt: null },
  statusHistory: [],
};

const masked: PreorderTrackingView = {
  ...diary,
  status: 'shipped_delivered',
  totalAmount: 13_748,
  finalPayment: { amount: 7_124, status: 'paid', screenshots: [] },
  deliveryCharges: { amount: 500, notes: null, setAt: '2027-01-10T06:00:00.000Z' },
  customer: { firstName: 'Ayesha', email: 'a***@e***.pk', phoneNumber: '*******4567' },
  shippingAddress: { street: '***', city: 'Lahore', country: 'Pakistan' },
  adminNotes: { production: '', delivery: '', updatedAt: null },
  statusHistory: [],
};

describe('renderPreorderPdf', () => {
  it("renders the owner's full preorder: ID, items, amounts, status, account to pay into, contact and stages", async () => {
    const pdf = await renderPreorderPdf(full, shop);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Hunar');
    expect(text).toContain('Preorder confirmation');
    expect(text).toContain('PO-7K3M-9QX2-PT4W');
    expect(text).toContain('Placed 25 Nov 2026'); // 01:05 in Karachi on the 25th, though the UTC date is the 24th
    expect(text).toContain('In Production');
    expect(text).toContain('Ajrak Block-print Kurta');
    expect(text).toContain('Size M · Indigo · Qty 2');
    expect(text).toContain('Rs 9,998');
    expect(text).toContain('Phulkari Dupatta');
    expect(text).toMatch(/Subtotal Rs 13,248/);
    expect(text).toMatch(/Pay Now \(50%\) Rs 6,624 Paid/);
    expect(text).toContain('To be confirmed when your piece is ready');
    expect(text).toMatch(/Total To be confirmed/);
    expect(text).toContain('Bank Transfer');
    expect(text).toContain('0101-0104567890');
    expect(text).toContain('PK36MEZN0001010104567890');
    expect(text).toContain('ayesha@example.pk');
    expect(text).toContain('12 Canal View Road');
    expect(text).toMatch(/Production starts 9 Dec 2026 1 Dec 2026/);
    expect(text).toMatch(/Delivered to you 27 Jan 2027 —/);
    expect(text).toContain('https://hunar.pk/preorders?id=PO-7K3M-9QX2-PT4W');
    expect(text).toContain('hello@hunar.pk');
    expect(text).not.toContain('VIP');
  });

  it('shows only the masked customer to someone holding just the ID, with the final amounts once delivery is set', async () => {
    const pdf = await renderPreorderPdf(masked, shop);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('PO-7K3M-9QX2-PT4W');
    expect(text).toContain('Shipped/Delivered');
    expect(text).toMatch(/Final Payment \(50% \+ delivery\) Rs 7,124 Includes delivery Rs 500 · Paid/);
    expect(text).toMatch(/Total Rs 13,748/);
    expect(text).toContain('a***@e***.pk');
    expect(text).toContain('*******4567');
    expect(text).not.toContain('ayesha@example.pk');
    expect(text).not.toContain('Khan');
    expect(text).not.toContain('Canal View');
    // Both payments are paid: the PDF says how it was paid, without asking for more.
    expect(text).toContain('Bank Transfer');
    expect(text).not.toContain('0101-0104567890');
  });

  it("writes characters Helvetica lacks as '?' rather than as wrong letters", async () => {
    const urdu = { ...full, contact: { ...full.contact, name: 'عائشہ Khan 😀' } };
    const text = await pdfText(await renderPreorderPdf(urdu, shop));
    expect(text).toContain('Name ????? Khan ?');
  });

  it('moves to a second page rather than running into the footer when a preorder has many items', async () => {
    const many = { ...full, items: Array.from({ length: 14 }, (_, i) => ({ ...kurta, prodId: `p${i}` })) };
    const text = await pdfText(await renderPreorderPdf(many, shop));
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Delivered to you');
  });
});
