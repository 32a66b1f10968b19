// Order emails rendered from their blocks: the confirmation's items with pictures, amounts, how to pay, deadline and
// tracking link; shipped mail's courier link; payment received; every link absolute and the log's link to the order.
// Database-free: runs with the unit tests.
import { describe, expect, it } from 'vitest';
import { confirmationMail, paymentReceivedMail, statusMail, unpaidCancelledMail } from './order-mail.ts';
import { MAIL_LINK_BASE, MAIL_PAYMENT_ACCOUNTS } from '../../test/mail-fixtures.ts';

const base = MAIL_LINK_BASE;
const payment = MAIL_PAYMENT_ACCOUNTS;
const order = {
  id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  trackingId: 'HC-7K3M9QX2PT4W',
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha@example.pk',
  paymentMethod: 'easypaisa' as const,
  subtotal: 12_498,
  delivery: 250,
  total: 12_748,
  items: [
    { name: 'Ajrak/Kurta', size: 'M', color: 'Indigo', quantity: 2, price: 4_999, imageId: 'media-1' },
    { name: 'Phulkari Dupatta', size: 'Free', color: 'Madder', quantity: 1, price: 2_500, imageId: null },
  ],
};

describe('order mail', () => {
  it('confirms an order: items with pictures, amounts, how to pay, the deadline and the tracking link', () => {
    const dueAt = new Date('2026-11-27T10:40:00Z');
    const mail = confirmationMail(order, payment, base, { dueAt, hours: 72 });
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      to: 'ayesha@example.pk',
      subject: 'Your Hunar order HC-7K3M9QX2PT4W',
      orderId: order.id,
    });
    expect(mail.text).toMatch(/^Assalam-o-alaikum Ayesha,/);
    expect(mail.text).toContain('- Ajrak Kurta (Size M · Indigo · Qty 2): Rs 9,998');
    expect(mail.text).toContain('Subtotal: Rs 12,498');
    expect(mail.text).toContain('Delivery: Rs 250');
    expect(mail.text).toContain('Total: Rs 12,748');
    expect(mail.text).toContain('Easypaisa Transfer:\nAccount title: Hunar Easypaisa\nAccount number: 0345-1234567');
    expect(mail.text).not.toContain('Meezan');
    expect(mail.text).toContain('Please pay by 27 Nov 2026, 3:40 pm PKT; unpaid orders are cancelled after 72 hours.');
    expect(mail.text).toContain(`See and track your order: ${base}/order-confirmation/HC-7K3M9QX2PT4W`);
    expect(mail.html).toContain(`<img src="${base}/files/media/media-1/320.jpg"`);
    expect(mail.html).toContain(`href="${base}/order-confirmation/HC-7K3M9QX2PT4W"`);
    expect(mail.html).toContain('Rs 12,748');
  });

  it('has no deadline line for an order entered as already paid, and names whom to ask without an account', () => {
    const mail = confirmationMail({ ...order, paymentMethod: 'bank' }, { bank: null, easypaisa: null }, base);
    expect(mail.text).not.toContain('Please pay by');
    expect(mail.text).toContain('Bank Transfer: please contact us for the account details.');
  });

  it("carries the courier, the consignment number and the courier's tracking link when shipped", () => {
    const mail = statusMail(order, 'shipped', 'Your order status has been updated to: shipped', base, {
      courier: 'TCS',
      consignmentNumber: '7788 1234',
    });
    expect(mail).toMatchObject({ kind: 'order-status', subject: 'Order HC-7K3M9QX2PT4W: Shipped', orderId: order.id });
    expect(mail.text).toContain('Your order status has been updated to: shipped');
    expect(mail.text).toContain('Courier: TCS');
    expect(mail.text).toContain('Consignment number: 7788 1234');
    expect(mail.text).toContain('Track with TCS: https://www.tcsexpress.com/track/7788%201234');
    expect(mail.text).toContain(`Track it: ${base}/track-order?id=HC-7K3M9QX2PT4W`);
    expect(mail.html).toContain('href="https://www.tcsexpress.com/track/7788%201234"');
  });

  it('tells the shopper the payment arrived', () => {
    const mail = paymentReceivedMail(order, base);
    expect(mail).toMatchObject({ kind: 'order-payment-received', orderId: order.id });
    expect(mail.subject).toBe('Payment received for order HC-7K3M9QX2PT4W');
    expect(mail.text).toContain('We have received your payment of Rs 12,748 for order HC-7K3M9QX2PT4W.');
    expect(mail.text).toContain(`${base}/track-order?id=HC-7K3M9QX2PT4W`);
  });

  it('says why an unpaid order was cancelled and whom to contact', () => {
    const contact = { email: 'hello@hunar.pk', phone: '0300-1234567', whatsapp: '0300-1234567' };
    const mail = unpaidCancelledMail(order, 48, contact, base);
    expect(mail.kind).toBe('order-unpaid-cancelled');
    expect(mail.text).toContain('because its payment of Rs 12,748 did not reach us within 48 hours');
    expect(mail.text).toContain('Email: hello@hunar.pk');
    expect(mail.text).toContain('WhatsApp: the same number');
    expect(mail.text).toContain(`${base}/shop`);
  });

  it('escapes what shoppers typed in the HTML', () => {
    const mail = confirmationMail(
      { ...order, customerName: '<script>alert(1)</script>', items: [{ ...order.items[0]!, name: '<b>Kurta' }] },
      payment,
      base,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Kurta');
    expect(mail.html).toContain('&lt;b&gt;Kurta');
  });
});
