// Shipped means shipped (issue 17): shipping needs the courier and consignment number or an explicit 'no tracking
// number' (400 otherwise, nothing written); the shopper gets one email carrying them at a real SMTP server; tracking
// added later is its own 'tracking details' email; status and tracking are one transaction; and an order staff took
// without an email address is placed and shipped without any email.
import { and, eq, ne, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { COURIER_MESSAGES } from '../../../domain/couriers.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { productStock } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  admin = (await signedInAs(t, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The messages about this order other than its confirmation, once `count` of them have arrived. */
async function arrivedAbout(trackingId: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.subject?.includes(trackingId) && !m.subject.startsWith('Your '));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} messages about ${trackingId}, ${found.length} came`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What the outbox holds for the order besides its confirmation. */
const queuedAbout = (orderId: string) =>
  t.database.db
    .select({ kind: notifications.kind, text: notifications.textBody })
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), ne(notifications.kind, 'order-confirmation')));

const setStatus = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: bearer(admin), payload });

async function guestOrder(stock = 5) {
  const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: stock } });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t)),
    remoteAddress: randomIp(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...(await json(placed, orderViewSchema)), productId: product.id };
}

describe('shipping an order', () => {
  it('refuses shipped without the courier and number or No tracking number, and writes nothing', async () => {
    const order = await guestOrder();
    const cases: [object, string][] = [
      [{ status: 'shipped' }, COURIER_MESSAGES.trackingRequired],
      [{ status: 'shipped', courier: 'TCS' }, COURIER_MESSAGES.consignmentRequired],
      [
        { status: 'shipped', noTracking: true, courier: 'TCS', consignmentNumber: '7731' },
        COURIER_MESSAGES.noTrackingWithNumber,
      ],
      [{ status: 'processing', noTracking: true }, COURIER_MESSAGES.onlyWhenShipped],
    ];
    for (const [payload, error] of cases) {
      const answer = await setStatus(order._id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toBe(error);
    }
    const [row] = (
      await t.database.db.execute<{ status: string; courier: string | null }>(
        sql`select status, courier from orders where id = ${order._id}`,
      )
    ).rows;
    expect(row).toEqual({ status: 'pending', courier: null });
    expect(await queuedAbout(order._id)).toEqual([]);
  });

  it('sends one email carrying the courier and consignment number', async () => {
    const order = await guestOrder();
    const shipped = await setStatus(order._id, { status: 'shipped', courier: 'TCS', consignmentNumber: '77312 04551' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [mail] = await arrivedAbout(order.trackingId, 1);
    expect(mail!.subject).toBe(`Order ${order.trackingId}: Shipped`);
    expect(mail!.text).toContain('Courier: TCS');
    expect(mail!.text).toContain('Consignment number: 77312 04551');
    expect((await queuedAbout(order._id)).map((m) => m.kind)).toEqual(['order-status']);
  });

  it('ships with No tracking number, then sends tracking added later as its own email', async () => {
    const order = await guestOrder();
    const shipped = await setStatus(order._id, { status: 'shipped', noTracking: true });
    expect(shipped.json()).toMatchObject({ status: 'shipped', courier: null, consignmentNumber: null });
    const [first] = await arrivedAbout(order.trackingId, 1);
    expect(first!.text).not.toContain('Courier:');

    const added = await setStatus(order._id, { status: 'shipped', courier: 'Leopards', consignmentNumber: 'LE-99812' });
    expect(added.json()).toMatchObject({ courier: 'Leopards', consignmentNumber: 'LE-99812' });
    expect(added.json().statusHistory.filter((h: { status: string }) => h.status === 'shipped')).toHaveLength(1);
    const mails = await arrivedAbout(order.trackingId, 2);
    expect(mails[1]!.subject).toBe(`Tracking details for order ${order.trackingId}`);
    expect(mails[1]!.text).toContain('Consignment number: LE-99812');
    expect((await queuedAbout(order._id)).map((m) => m.kind).sort()).toEqual(['order-status', 'order-tracking']);
  });

  it('writes status and tracking in one transaction: a refused re-opening keeps neither', async () => {
    const order = await guestOrder(1);
    expect((await setStatus(order._id, { status: 'cancelled' })).statusCode).toBe(200);
    // The piece the cancelling put back is sold again, so the order cannot be re-opened as shipped.
    await t.database.db
      .update(productStock)
      .set({ stock: 0 })
      .where(and(eq(productStock.productId, order.productId), eq(productStock.size, 'S')));
    const refused = await setStatus(order._id, { status: 'shipped', courier: 'TCS', consignmentNumber: '123456' });
    expect(refused.statusCode).toBe(409);
    const [row] = (
      await t.database.db.execute<{ status: string; courier: string | null; consignment_number: string | null }>(
        sql`select status, courier, consignment_number from orders where id = ${order._id}`,
      )
    ).rows;
    expect(row).toEqual({ status: 'cancelled', courier: null, consignment_number: null });
  });
});

describe('an order staff take without an email address', () => {
  const staffOrder = async (customer: object) => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1800, sizeStock: { M: 3 } });
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/staff',
      headers: { ...bearer(admin), 'idempotency-key': crypto.randomUUID() },
      payload: {
        customer,
        shippingAddress: { street: 'Village Kot Addu', city: 'Muzaffargarh', zipCode: '34050', country: 'Pakistan' },
        items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 1 }],
        paymentMethod: 'easypaisa',
      },
    });
  };

  it('is placed and shipped with no email at all', async () => {
    const placed = await staffOrder({ name: 'Rukhsana Bibi', phoneNumber: '0333 1234567' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().contact).toMatchObject({ name: 'Rukhsana Bibi', email: '', phoneNumber: '0333 1234567' });
    const shipped = await setStatus(placed.json()._id, { status: 'shipped', noTracking: true });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.orderId, placed.json()._id));
    expect(queued).toEqual([]);
  });

  it('needs a name and a Pakistani phone number', async () => {
    const noName = await staffOrder({ name: ' ', phoneNumber: '0333 1234567' });
    expect(noName.json().error).toBe('Name is required');
    const foreign = await staffOrder({ name: 'Rukhsana Bibi', phoneNumber: '+44 20 7946 0958' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(PREORDER_MESSAGES.invalidPhone);
  });
});
