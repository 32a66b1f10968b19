// Preorder emails: subjects, the amounts each one promises, links to the shopper's diary, how to pay, the log's link to
// the preorder, and that what a shopper or staff typed cannot inject HTML. Database-free: runs with the unit tests.
import { describe, expect, it } from 'vitest';
import { estimatedTimeline } from '../../../domain/preorders.ts';
import {
  deliveryChargeMail,
  preorderConfirmationMail,
  preorderPaymentReceivedMail,
  preorderStatusMail,
  progressPhotoMail,
  type MailPreorder,
} from './preorder-mail.ts';
import { MAIL_LINK_BASE, MAIL_PAYMENT_ACCOUNTS } from '../../test/mail-fixtures.ts';

const base = MAIL_LINK_BASE;
const payment = MAIL_PAYMENT_ACCOUNTS;

const kurta = { name: 'Ajrak/Block-print Kurta', size: 'M', color: 'Indigo', quantity: 1, price: 9_999, imageId: null };
const preorder: MailPreorder = {
  id: '6f1c2a9e-0d3b-4c55-9e11-2b7f3c4d5e6f',
  preorderId: 'PO-7K3M-9QX2-PT4W',
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  paymentMethod: 'bank',
  originalAmount: 9_999,
  initialAmount: 5_000,
  items: [kurta],
  // 01:05 on 25 Nov in Karachi: the promised dates count from the shop's calendar day.
  estimatedTimeline: estimatedTimeline(new Date('2026-11-24T20:05:00Z')),
};
const link = `${base}/preorders?id=PO-7K3M-9QX2-PT4W`;

describe('preorder mail', () => {
  it('confirms a preorder: ID, items, half paid now, the rest later, the expected dates and the link', () => {
    const mail = preorderConfirmationMail(preorder, payment, base);
    expect(mail).toMatchObject({
      kind: 'preorder-confirmation',
      to: 'ayesha@example.pk',
      subject: 'Your Hunar preorder PO-7K3M-9QX2-PT4W',
      preorderId: preorder.id,
    });
    expect(mail.text).toMatch(/^Assalam-o-alaikum Ayesha,/);
    expect(mail.text).toContain('- Ajrak Block-print Kurta (Size M · Indigo · Qty 1): Rs 9,999');
    expect(mail.text).toContain('Subtotal: Rs 9,999');
    expect(mail.text).toContain('Paid now (50%): Rs 5,000');
    expect(mail.text).toContain('You paid Rs 5,000 by Bank Transfer. We check your screenshot within 24 hours.');
    expect(mail.text).toContain('the other 50% plus delivery, when your piece is ready; we will email you the amount');
    expect(mail.text).toContain('Production starts: by 9 Dec 2026');
    expect(mail.text).toContain('Delivered to you: by 27 Jan 2027');
    expect(mail.text).toContain('Account number: 0101-0104567890');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('Rs 5,000');
  });

  it('tells the shopper of a new status, with the default words when staff wrote none', () => {
    const mail = preorderStatusMail(preorder, 'production', '  ', base);
    expect(mail.kind).toBe('preorder-status');
    expect(mail.subject).toBe('Preorder PO-7K3M-9QX2-PT4W: In Production');
    expect(mail.text).toContain('Your preorder status has been updated to: In Production');
    expect(mail.text).toContain(`Follow it: ${link}`);
    const written = preorderStatusMail(preorder, 'packaging', 'Your kurta is being wrapped.', base);
    expect(written.text).toContain('Your kurta is being wrapped.');
    expect(written.text).not.toContain('has been updated to');
  });

  it('asks for the final payment once the piece is ready: the balance plus delivery, how to pay, where to upload', () => {
    const mail = deliveryChargeMail(
      { ...preorder, paymentMethod: 'easypaisa' },
      { deliveryCharge: 350, finalPayment: 5_349 },
      'Sent by TCS to Lahore',
      payment,
      base,
    );
    expect(mail.kind).toBe('preorder-delivery-charge');
    expect(mail.subject).toBe('Your piece is ready: final payment for preorder PO-7K3M-9QX2-PT4W');
    expect(mail.text).toContain('Your piece is ready.');
    expect(mail.text).toContain('Final payment due: Rs 5,349');
    expect(mail.text).toContain('The other 50%: Rs 4,999');
    expect(mail.text).toContain('Delivery: Rs 350');
    expect(mail.text).toContain('Note from us: Sent by TCS to Lahore');
    expect(mail.text).toContain('Easypaisa Transfer:');
    expect(mail.text).toContain('Account number: 0345-1234567');
    expect(mail.text).not.toContain('Meezan');
    expect(mail.text).toContain(`Upload your screenshot: ${link}`);
    expect(mail.preorderId).toBe(preorder.id);
  });

  it("says whom to ask when the shop has not set up the preorder's payment method", () => {
    const mail = deliveryChargeMail(
      preorder,
      { deliveryCharge: 0, finalPayment: 4_999 },
      null,
      { bank: null, easypaisa: null },
      base,
    );
    expect(mail.text).toContain('Bank Transfer: please contact us for the account details.');
    expect(mail.text).not.toContain('Note from us');
  });

  it('shows a new progress photo in the HTML and links it in the text', () => {
    const mail = progressPhotoMail(
      preorder,
      { url: '/files/preorder-progress/p1.webp', description: 'Block printing done' },
      base,
    );
    expect(mail.kind).toBe('preorder-progress-photo');
    expect(mail.subject).toBe('Your piece is taking shape');
    expect(mail.text).toContain('Block printing done');
    expect(mail.text).toContain(`Block printing done: ${base}/files/preorder-progress/p1.webp`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<img src="${base}/files/preorder-progress/p1.webp" alt="Block printing done"`);
  });

  it('tells the shopper each payment arrived: the first half, then the final payment', () => {
    const first = preorderPaymentReceivedMail(preorder, 'initial', 5_000, base);
    expect(first).toMatchObject({
      kind: 'preorder-payment-received',
      subject: 'Payment received for preorder PO-7K3M-9QX2-PT4W',
      preorderId: preorder.id,
    });
    expect(first.text).toContain(
      'We have received your first payment (50%) of Rs 5,000 for preorder PO-7K3M-9QX2-PT4W.',
    );
    expect(first.text).toContain(link);
    const final = preorderPaymentReceivedMail(preorder, 'final', 5_349, base);
    expect(final.text).toContain('We have received your final payment of Rs 5,349');
    expect(final.text).toContain('paid in full');
  });

  it('escapes what shoppers and staff typed in the HTML', () => {
    const hostile = { ...preorder, customerName: '<script>alert(1)</script> Khan' };
    const confirmation = preorderConfirmationMail(
      { ...hostile, items: [{ ...kurta, name: '<b>Kurta</b>' }] },
      payment,
      base,
    );
    const photo = progressPhotoMail(
      hostile,
      { url: 'https://cdn.example/x.webp" onerror="x', description: '<img src=x>' },
      base,
    );
    const status = preorderStatusMail(hostile, 'production', '<a href="evil">click</a>', base);
    for (const mail of [confirmation, photo, status]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(confirmation.html).not.toContain('<b>Kurta</b>');
    expect(photo.html).not.toContain('<img src=x>');
    expect(photo.html).not.toContain('" onerror="');
    expect(status.html).not.toContain('<a href="evil">');
  });
});
