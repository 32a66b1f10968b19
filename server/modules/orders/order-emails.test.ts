// Order and preorder emails as they arrive at a real SMTP server: the confirmation with its amounts, picture and
// tracking link; staff re-sending the confirmation and the current status (SPEC §7 /api/email/...), shipped with the
// courier's link; payment received only on the change to paid; and the refusals (unknown id, no email address, roles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { MAIL_MESSAGES, MAIL_REFUSALS } from '../../../domain/mail.ts';
import { formatPkr } from '../../../domain/money.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { placePreorder } from '../../test/preorders.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let staff: Record<'admin' | 'coordinator' | 'worker', string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  const [admin, coordinator, worker] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
  ]);
  staff = { admin: admin.token, coordinator: coordinator.token, worker: worker.token };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The messages whose subject has `words`, once `count` of them have arrived. */
async function arrived(words: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.subject?.includes(words));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} messages about ${words}, ${found.length} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const call = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: randomIp() });

async function guestOrder() {
  const product = await createProduct(t.database.db, t.app.services, { price: 3200, sizeStock: { S: 5 } });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([{ prodId: product.prodId, price: 3200, quantity: 2 }], await uploadScreenshot(t)),
    remoteAddress: randomIp(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return {
    ...(await json(placed, orderViewSchema)),
    mediaId: product.mediaIds[0]!,
  };
}

describe('order emails', () => {
  it('delivers the confirmation once, and staff re-send it with the same amounts, picture and tracking link', async () => {
    const order = await guestOrder();
    const [first, ...more] = await arrived(order.trackingId);
    expect(more).toEqual([]);
    expect(first!.to).toMatchObject({ text: 'hira@example.pk' });
    expect(first!.text).toContain('Subtotal: Rs 6,400');
    expect(first!.text).toContain(`See and track your order: ${TEST_LINK_BASE}/order-confirmation/${order.trackingId}`);
    expect(first!.html).toContain(`${TEST_LINK_BASE}/files/media/${order.mediaId}/320.jpg`);

    const resent = await call('POST', `/api/email/order-confirmation/${order._id}`, staff.coordinator);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: MAIL_MESSAGES.orderConfirmationSent });
    const [, again] = await arrived(order.trackingId, 2);
    expect(again!.subject).toBe(first!.subject);
    expect(again!.text).toContain(`Total: ${formatPkr(order.totalAmount)}`);
    expect(again!.text).toContain(`${TEST_LINK_BASE}/order-confirmation/${order.trackingId}`);
    expect(again!.text).toContain('Please pay by');
  });

  it("re-sends the current status in the spec's words; shipped carries the courier and its tracking link", async () => {
    const order = await guestOrder();
    const shipped = await call('PUT', `/api/orders/${order._id}/status`, staff.admin, {
      status: 'shipped',
      courier: 'TCS',
      consignmentNumber: '7788123',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await arrived(`Order ${order.trackingId}: Shipped`);
    const resent = await call('POST', `/api/email/order-status-update/${order._id}`, staff.admin);
    expect(resent.json()).toEqual({ success: true, message: MAIL_MESSAGES.orderStatusSent });
    const [, mail] = await arrived(`Order ${order.trackingId}: Shipped`, 2);
    expect(mail!.text).toContain('Your order status has been updated to: shipped');
    expect(mail!.text).toContain('Consignment number: 7788123');
    expect(mail!.text).toContain('Track with TCS: https://www.tcsexpress.com/track/7788123');
    expect(mail!.html).toContain('href="https://www.tcsexpress.com/track/7788123"');
  });

  it('mails "payment received" once, on the change to paid only', async () => {
    const order = await guestOrder();
    const pay = (paymentStatus: string) =>
      call('PUT', `/api/orders/${order._id}/payment`, staff.admin, { paymentStatus });
    expect((await pay('failed')).statusCode).toBe(200);
    expect((await pay('paid')).statusCode).toBe(200);
    expect((await pay('paid')).statusCode).toBe(200);
    const [mail] = await arrived(`Payment received for order ${order.trackingId}`);
    expect(mail!.text).toContain(
      `We have received your payment of ${formatPkr(order.totalAmount)} for order ${order.trackingId}.`,
    );
    // A later message proves the outbox has moved on; still only one payment mail.
    await call('POST', `/api/email/order-status-update/${order._id}`, staff.admin);
    await arrived(`Order ${order.trackingId}: Pending`);
    expect(await arrived(`Payment received for order ${order.trackingId}`)).toHaveLength(1);
  });

  it('refuses a worker, and answers 404 for an unknown order', async () => {
    const order = await guestOrder();
    expect((await call('POST', `/api/email/order-confirmation/${order._id}`, staff.worker)).statusCode).toBe(403);
    const unknown = await call(
      'POST',
      '/api/email/order-status-update/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
      staff.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ORDER_MESSAGES.notFound });
  });
});

describe('preorder emails', () => {
  it('re-sends the confirmation and the status; mails each payment received', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 5000 });
    const preorder = await placePreorder(t, [{ prodId: product.prodId, price: 5000 }]);
    await arrived(`preorder ${preorder.preorderId}`);
    const resent = await call('POST', `/api/email/preorder-confirmation/${preorder._id}`, staff.coordinator);
    expect(resent.json()).toEqual({ success: true, message: MAIL_MESSAGES.preorderConfirmationSent });
    const [, again] = await arrived(`preorder ${preorder.preorderId}`, 2);
    expect(again!.text).toContain('Paid now (50%): Rs 2,500');
    expect(again!.text).toContain(`${TEST_LINK_BASE}/preorders?id=${preorder.preorderId}`);

    const status = await call('POST', `/api/email/preorder-status-update/${preorder._id}`, staff.admin);
    expect(status.json()).toEqual({ success: true, message: MAIL_MESSAGES.preorderStatusSent });
    const [statusMail] = await arrived(`Preorder ${preorder.preorderId}: Pending`);
    expect(statusMail!.text).toContain('Your preorder status has been updated to: Pending');

    const paid = await call('PUT', `/api/preorders/${preorder._id}/initial-payment/status`, staff.admin, {
      status: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [received] = await arrived(`Payment received for preorder ${preorder.preorderId}`);
    expect(received!.text).toContain('We have received your first payment (50%) of Rs 2,500');
  });

  it('answers 400 for a preorder with no email address and 404 for an unknown one', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1999 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/preorders/staff',
      headers: { ...bearer(staff.admin), 'idempotency-key': 'phone-preorder-resend-1' },
      payload: {
        customer: { name: 'Rukhsana Bibi', phoneNumber: '0333 1234567' },
        shippingAddress: { street: 'Village Kot Addu', city: 'Muzaffargarh', zipCode: '34050', country: 'Pakistan' },
        items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 1 }],
        paymentMethod: 'easypaisa',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const noAddress = await call('POST', `/api/email/preorder-confirmation/${placed.json()._id}`, staff.admin);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({ error: MAIL_REFUSALS.noAddress });
    const unknown = await call('POST', '/api/email/preorder-status-update/PO-2222-3333-4444', staff.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: PREORDER_MESSAGES.notFound });
  });
});
