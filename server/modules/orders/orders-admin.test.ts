// The admin Orders tab's calls on a real PostgreSQL: the courier recorded with 'shipped' (full view, tracking view and
// the queued email), assigning an order to active staff, and orders staff enter by phone or WhatsApp, which take stock
// through the same placement code as checkout and cannot oversell. Each call is tried with every role and without a token.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER_MESSAGES } from '../../../domain/couriers.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { orderPageSchema, orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { productStock } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { addArtisan } from '../../test/workshop.ts';
import { WORKSHOP_MESSAGES } from '../../../domain/workshop-messages.ts';

let t: TestApp;
let tokens: Record<'admin' | 'coordinator' | 'worker' | 'customer', string>;

beforeAll(async () => {
  t = await buildTestApp();
  const [admin, coordinator, worker, customer] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
    registerCustomer(t),
  ]);
  tokens = { admin: admin.token, coordinator: coordinator.token, worker: worker.token, customer: customer.token };
});
afterAll(() => t.close());

type Caller = keyof typeof tokens | 'nobody';
const CALLERS: Caller[] = ['admin', 'coordinator', 'worker', 'customer', 'nobody'];
const headersOf = (who: Caller) => (who === 'nobody' ? {} : bearer(tokens[who]));

const stockOf = async (productId: string, size: string) =>
  (
    await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(sql`${productStock.productId} = ${productId} and ${productStock.size} = ${size}`)
  )[0]!.stock;

async function guestOrder(price = 2500) {
  const product = await createProduct(t.database.db, t.app.services, { price, sizeStock: { S: 5 } });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([{ prodId: product.prodId, price }], await uploadScreenshot(t)),
    remoteAddress: randomIp(),
  });
  expect(placed.statusCode).toBe(201);
  return await json(placed, orderViewSchema);
}

function staffOrder(product: { prodId: string }, overrides: Record<string, unknown> = {}) {
  return {
    customer: { name: 'Sana Mir', email: 'sana@example.pk', phoneNumber: '0321 7654321' },
    shippingAddress: { street: '4 Canal View', city: 'Multan', zipCode: '60000', country: 'Pakistan' },
    items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 1 }],
    paymentMethod: 'easypaisa',
    ...overrides,
  };
}

describe('courier on shipping', () => {
  it('lets admin and coordinator record the courier with shipped; a worker, a customer and nobody are refused', async () => {
    const expected: Record<Caller, number> = { admin: 200, coordinator: 200, worker: 403, customer: 403, nobody: 401 };
    for (const who of CALLERS) {
      const order = await guestOrder();
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/status`,
        headers: headersOf(who),
        payload: { status: 'shipped', courier: 'TCS', consignmentNumber: '77312 04551' },
      });
      expect(answer.statusCode, who).toBe(expected[who]);
      if (answer.statusCode === 200) {
        expect(answer.json()).toMatchObject({
          status: 'shipped',
          courier: 'TCS',
          consignmentNumber: '77312 04551',
          courierTrackingUrl: 'https://www.tcsexpress.com/track/77312%2004551',
        });
      }
    }
  });

  it('shows the courier on the masked tracking view and in the queued status email', async () => {
    const order = await guestOrder();
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      headers: bearer(tokens.admin),
      payload: { status: 'shipped', courier: 'Leopards', consignmentNumber: 'LE-99812' },
    });
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}` })).json();
    expect(tracked).toMatchObject({
      status: 'shipped',
      courier: 'Leopards',
      consignmentNumber: 'LE-99812',
      courierTrackingUrl: expect.stringContaining('LE-99812'),
    });
    expect(tracked.customer.email).toContain('***');
    const mails = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-status'));
    const mail = mails.find((m) => m.textBody.includes(order.trackingId));
    expect(mail?.textBody).toContain('Courier: Leopards');
    expect(mail?.textBody).toContain('Consignment number: LE-99812');
    expect(mail?.textBody).toContain(`Track with Leopards: ${tracked.courierTrackingUrl}`);
  });

  it('corrects the courier of a shipped order and mails the new link as tracking details, not another status', async () => {
    const order = await guestOrder();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/status`,
        headers: bearer(tokens.coordinator),
        payload,
      });
    expect((await put({ status: 'processing' })).json()).toMatchObject({
      status: 'processing',
      courier: null,
      consignmentNumber: null,
      courierTrackingUrl: null,
    });
    await put({ status: 'shipped', courier: 'PostEx', consignmentNumber: 'PX100' });
    const fixed = await put({ status: 'shipped', courier: 'DHL', consignmentNumber: '1234567890' });
    expect(fixed.json()).toMatchObject({ courier: 'DHL', consignmentNumber: '1234567890' });
    expect(fixed.json().statusHistory.filter((h: { status: string }) => h.status === 'shipped')).toHaveLength(1);
    const mails = (
      await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-tracking'))
    ).filter((m) => m.textBody.includes(order.trackingId));
    expect(mails.map((m) => m.textBody.includes('Courier: DHL'))).toEqual([true]);
    const other = await put({ status: 'shipped', courier: 'Other', consignmentNumber: 'RIDER-7' });
    expect(other.json()).toMatchObject({ courier: 'Other', courierTrackingUrl: null });
  });

  it('refuses a courier with another status, an unknown courier, a bad number, and a number without a courier', async () => {
    const order = await guestOrder();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/status`, headers: bearer(tokens.admin), payload });
    const early = await put({ status: 'processing', courier: 'TCS', consignmentNumber: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(COURIER_MESSAGES.onlyWhenShipped);
    expect((await put({ status: 'shipped', courier: 'FedEx' })).statusCode).toBe(400);
    expect((await put({ status: 'shipped', courier: 'TCS', consignmentNumber: '<script>' })).json().error).toBe(
      COURIER_MESSAGES.consignmentInvalid,
    );
    expect((await put({ status: 'shipped', consignmentNumber: '123456' })).json().error).toBe(
      COURIER_MESSAGES.consignmentNeedsCourier,
    );
    const [row] = await t.database.db
      .execute<{ status: string; courier: string | null }>(
        sql`select status, courier from orders where id = ${order._id}`,
      )
      .then((r) => r.rows);
    expect(row).toEqual({ status: 'pending', courier: null });
  });
});

describe('the assigned worker (issue 30)', () => {
  it('is an active artisan, set and cleared by those who may update orders, recorded in the history and filterable', async () => {
    const order = await guestOrder();
    const packer = await addArtisan(t, tokens.admin, { name: 'Parveen Packer', skills: [] });
    const assign = (who: Caller, artisanId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/assignee`,
        headers: headersOf(who),
        payload: { artisanId },
      });
    const expected: Record<Caller, number> = { admin: 200, coordinator: 200, worker: 403, customer: 403, nobody: 401 };
    for (const who of CALLERS) expect((await assign(who, packer.id)).statusCode, who).toBe(expected[who]);
    const full = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(tokens.worker) });
    expect(full.json().assignedTo).toEqual({ _id: packer.id, name: 'Parveen Packer' });
    // Sent twice (admin, then coordinator), recorded once: the second changed nothing.
    expect(full.json().statusHistory.map((h: { note: string }) => h.note)).toContain('Assigned to Parveen Packer');
    expect(
      full.json().statusHistory.filter((h: { note: string }) => h.note === 'Assigned to Parveen Packer'),
    ).toHaveLength(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders?assigneeId=${packer.id}&limit=100`,
      headers: bearer(tokens.admin),
    });
    expect(listed.json().orders.map((o: { _id: string }) => o._id)).toEqual([order._id]);

    const retired = await addArtisan(t, tokens.admin, { name: 'Retired', active: false });
    const inactive = await assign('admin', retired.id);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe(WORKSHOP_MESSAGES.artisanInactive);
    expect((await assign('admin', crypto.randomUUID())).statusCode).toBe(400);
    expect((await assign('admin', 'not-a-uuid')).statusCode).toBe(400);
    const cleared = await assign('admin', null);
    expect(cleared.json().assignedTo).toBeNull();
    expect(cleared.json().statusHistory.at(-1).note).toBe('No longer assigned to Parveen Packer');
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}` });
    expect(tracked.json()).not.toHaveProperty('assignedTo');
  });
});

describe('orders entered by staff', () => {
  it('lets admin and coordinator enter an order; a worker, a customer and nobody are refused before anything is checked', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 3200, sizeStock: { M: 10 } });
    const expected: Record<Caller, number> = { admin: 201, coordinator: 201, worker: 403, customer: 403, nobody: 401 };
    for (const who of CALLERS) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/orders/staff',
        headers: headersOf(who),
        payload: staffOrder(product),
      });
      expect(answer.statusCode, who).toBe(expected[who]);
    }
    expect(await stockOf(product.id, 'M')).toBe(8);
    // 403 comes before the body is read.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders/staff',
          headers: bearer(tokens.worker),
          payload: { nonsense: true },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('prices on the server, takes the stock, records who entered it, keeps the payment status and queues the confirmation', async () => {
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(t.database.db, t.app.services, { price: 4100, sizeStock: { M: 3 } });
    const screenshot = await uploadScreenshot(t, admin.token);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders/staff',
      headers: { ...bearer(admin.token), 'idempotency-key': 'phone-order-0001' },
      payload: staffOrder(product, {
        items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 2 }],
        screenshot,
        paymentStatus: 'paid',
      }),
    });
    expect(answer.statusCode).toBe(201);
    const order = answer.json();
    expect(order).toMatchObject({
      subtotal: 8200,
      deliveryCharge: 400,
      totalAmount: 8600,
      user: null,
      guestInfo: { name: 'Sana Mir', email: 'sana@example.pk', phoneNumber: '0321 7654321' },
      shippingAddress: { city: 'Multan', state: 'Multan' },
      paymentDetails: { method: 'easypaisa', status: 'paid', screenshot: expect.stringContaining('/files/uploads/') },
      statusHistory: [{ status: 'pending', by: 'Test admin', note: ORDER_MESSAGES.staffEntered }],
    });
    expect(await stockOf(product.id, 'M')).toBe(1);
    const mails = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-confirmation'));
    expect(mails.some((m) => m.recipient === 'sana@example.pk' && m.textBody.includes(order.trackingId))).toBe(true);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/orders/staff',
      headers: { ...bearer(admin.token), 'idempotency-key': 'phone-order-0001' },
      payload: staffOrder(product, {
        items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 2 }],
        screenshot,
        paymentStatus: 'paid',
      }),
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().trackingId).toBe(order.trackingId);
    expect(await stockOf(product.id, 'M')).toBe(1);
  });

  it('cannot oversell: 8 staff orders at once for 3 pieces make exactly 3 orders and stock ends at 0', async () => {
    const product = await createProduct(t.database.db, t.app.services, {
      name: 'Last Phulkari Shawl',
      price: 6000,
      sizeStock: { M: 3 },
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/staff',
          headers: bearer(tokens.coordinator),
          payload: staffOrder(product),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toContain('Last Phulkari Shawl in size M');
    expect(await stockOf(product.id, 'M')).toBe(0);
  });

  it('refuses a quoted price the catalog no longer charges, a size out of stock, card payment and a screenshot of someone else', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2000, sizeStock: { M: 1, L: 0 } });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/orders/staff', headers: bearer(tokens.admin), payload });
    const stale = await post(
      staffOrder(product, {
        items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 1, price: 1500 }],
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ORDER_MESSAGES.priceChanged);
    expect(
      (
        await post(
          staffOrder(product, { items: [{ prodId: product.prodId, size: 'M', color: 'Indigo', quantity: 2 }] }),
        )
      ).statusCode,
    ).toBe(409);
    expect((await post(staffOrder(product, { paymentMethod: 'card' }))).statusCode).toBe(400);
    const theirs = await uploadScreenshot(t, tokens.customer);
    expect((await post(staffOrder(product, { screenshot: theirs }))).json()).toEqual({
      error: ORDER_MESSAGES.screenshotNotFound,
    });
    expect(
      (await post(staffOrder(product, { customer: { name: 'S', email: 'nope', phoneNumber: '1' } }))).statusCode,
    ).toBe(400);
    expect(await stockOf(product.id, 'M')).toBe(1);
  });
});

describe('staff search', () => {
  it('finds an order by its tracking ID however it is typed, and by the phone number with or without spaces or prefix', async () => {
    const { trackingId } = await guestOrder();
    const found = async (search: string) =>
      (
        await json(
          await t.app.inject({
            method: 'GET',
            url: `/api/orders?search=${encodeURIComponent(search)}&limit=50`,
            headers: bearer(tokens.admin),
          }),
          orderPageSchema,
        )
      ).orders.map((o) => o.trackingId);
    // The guest order's phone is stored as '0300 1234567' (server/test/orders.ts).
    for (const typed of [
      trackingId,
      trackingId.toLowerCase(),
      trackingId.replace(/-/g, ' ').replace(/^HC /, ''),
      '03001234567',
      '+92 300 1234567',
      '300 123',
    ]) {
      expect(await found(typed), typed).toContain(trackingId);
    }
    expect(await found('HC-0000-0000-0000')).not.toContain(trackingId);
    expect(await found('0311 9999999')).not.toContain(trackingId);
  });
});
