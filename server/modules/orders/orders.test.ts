// Orders through the API on a real PostgreSQL: placement priced by the server, stock taken atomically under 50
// parallel checkouts, idempotent retries, tracking with masked details, and the staff and owner calls.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { TRACKING_ID_PATTERN } from '../../../domain/references.ts';
import { products, productStock } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, placeSignedInOrder, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const guestOrder = (payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    payload: payload as object,
    remoteAddress: randomIp(),
    headers: { ...GUEST_BROWSER, ...(key ? { 'idempotency-key': key } : {}) },
  });
const stockOf = async (productId: string, size: string) =>
  (
    await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(sql`${productStock.productId} = ${productId} and ${productStock.size} = ${size}`)
  )[0]!.stock;
const orderCount = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]!.n;

describe('placing an order', () => {
  it('prices it on the server, takes the stock, queues the confirmation and answers the tracking ID', async () => {
    const product = await createProduct(t.database.db, t.app.services, {
      name: 'Ajrak/Kurta',
      price: 4200,
      sizeStock: { S: 5, M: 2 },
    });
    const screenshot = await uploadScreenshot(t);
    const response = await guestOrder(
      orderPayload([{ prodId: product.prodId, price: 4200, size: 'S', quantity: 2 }], screenshot),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.trackingId).toMatch(TRACKING_ID_PATTERN);
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 8400,
      deliveryCharge: 400,
      totalAmount: 8800,
      itemCount: 2,
      guestInfo: { name: 'Hira Baig', email: 'hira@example.pk' },
      paymentDetails: { method: 'bank', status: 'pending' },
      shippingAddress: { city: 'Lahore', state: 'Lahore' },
    });
    expect(order.paymentDetails.screenshot).toMatch(/^\/files\/uploads\/[\w-]+\?expires=\d+&signature=/);
    expect(order.items).toEqual([
      expect.objectContaining({ prodId: product.prodId, name: 'Ajrak/Kurta', size: 'S', quantity: 2, price: 4200 }),
    ]);
    expect(await stockOf(product.id, 'S')).toBe(3);
    const mail = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-confirmation'));
    expect(mail.some((m) => m.recipient === 'hira@example.pk' && m.textBody.includes(order.trackingId))).toBe(true);
  });

  it('charges delivery abroad by the single rule', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 9 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 3000, quantity: 3 }], await uploadScreenshot(t));
    payload.shippingAddress.country = 'United Kingdom';
    const order = (await guestOrder(payload)).json();
    expect(order).toMatchObject({ subtotal: 9000, deliveryCharge: 7000, totalAmount: 16000 });
  });

  it('refuses a price the catalog does not charge (409), a missing or unknown screenshot, and card payment, storing nothing', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 4200, sizeStock: { S: 5 } });
    const before = await orderCount();
    const cheap = await guestOrder(orderPayload([{ prodId: product.prodId, price: 1 }], await uploadScreenshot(t)));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json()).toMatchObject({
      error: ORDER_MESSAGES.priceChanged,
      priceChanges: [{ prodId: product.prodId, was: 1, now: 4200 }],
    });
    const noShot = await guestOrder(orderPayload([{ prodId: product.prodId, price: 4200 }], undefined));
    expect(noShot.statusCode).toBe(400);
    expect(noShot.json().error).toBe('Payment screenshot is required for bank transfer');
    const easypaisa = orderPayload([{ prodId: product.prodId, price: 4200 }], undefined, {
      paymentDetails: { method: 'easypaisa' },
    });
    expect((await guestOrder(easypaisa)).json().error).toBe('Payment screenshot is required for Easypaisa transfer');
    const fake = await guestOrder(
      orderPayload([{ prodId: product.prodId, price: 4200 }], '/files/uploads/00000000-0000-4000-8000-000000000000'),
    );
    expect(fake.json()).toEqual({ error: ORDER_MESSAGES.screenshotNotFound });
    const card = await guestOrder(
      orderPayload([{ prodId: product.prodId, price: 4200 }], undefined, { paymentDetails: { method: 'card' } }),
    );
    expect(card.json()).toEqual({ error: ORDER_MESSAGES.cardComingSoon });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id, 'S')).toBe(5);
  });

  it('refuses a size the product does not offer, an inactive product, and tampered fields', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2000, sizeStock: { S: 5 } });
    const shot = await uploadScreenshot(t);
    expect(
      (await guestOrder(orderPayload([{ prodId: product.prodId, price: 2000, size: 'XL' }], shot))).statusCode,
    ).toBe(409);
    expect((await guestOrder(orderPayload([{ prodId: 'NOPE-1', price: 2000 }], shot))).statusCode).toBe(409);
    const extra = { ...orderPayload([{ prodId: product.prodId, price: 2000 }], shot), status: 'delivered' };
    expect((await guestOrder(extra)).statusCode).toBe(400);
    const negative = orderPayload([{ prodId: product.prodId, price: 2000, quantity: -3 }], shot);
    expect((await guestOrder(negative)).statusCode).toBe(400);
  });

  it('sells 5 pieces to exactly 5 of 50 parallel shoppers; the others hear which item sold out; stock ends at 0', async () => {
    const product = await createProduct(t.database.db, t.app.services, {
      name: 'Last Chikan Kurta',
      price: 5000,
      sizeStock: { M: 5 },
    });
    // Uploaded one after another: 50 at once would fill the re-encode queue (security.test.ts), which is not this test.
    const shots: string[] = [];
    for (let i = 0; i < 50; i++) shots.push(await uploadScreenshot(t));
    const answers = await Promise.all(
      shots.map((shot) => guestOrder(orderPayload([{ prodId: product.prodId, price: 5000, size: 'M' }], shot))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ prodId: product.prodId, size: 'M', available: 0 });
    expect(refused.error).toContain('Last Chikan Kurta in size M');
    expect(await stockOf(product.id, 'M')).toBe(0);
    const sold = await t.database.db.execute<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${product.id}`,
    );
    expect(sold.rows[0]!.n).toBe(5);
  });

  it('refuses a bag with one line short, naming it and what is left, and takes nothing from the other lines', async () => {
    const plenty = await createProduct(t.database.db, t.app.services, { price: 1000, sizeStock: { S: 5 } });
    const scarce = await createProduct(t.database.db, t.app.services, {
      name: 'Gota Frock',
      price: 3000,
      sizeStock: { M: 3 },
    });
    // Two lines of the same size (another colour, say) count together: 2 + 2 of the 3 left.
    const refused = await guestOrder(
      orderPayload(
        [
          { prodId: plenty.prodId, price: 1000, size: 'S', quantity: 2 },
          { prodId: scarce.prodId, price: 3000, size: 'M', quantity: 2 },
          { prodId: scarce.prodId, price: 3000, size: 'M', quantity: 2 },
        ],
        await uploadScreenshot(t),
      ),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: ORDER_MESSAGES.outOfStock('Gota Frock', 'M', 3),
      prodId: scarce.prodId,
      size: 'M',
      available: 3,
    });
    expect(await stockOf(plenty.id, 'S')).toBe(5);
    expect(await stockOf(scarce.id, 'M')).toBe(3);
  });

  it('places 20 four-line bags at once, lines in either order: every one goes through, each size 20 lower', async () => {
    const first = await createProduct(t.database.db, t.app.services, { price: 1000, sizeStock: { S: 30, M: 30 } });
    const second = await createProduct(t.database.db, t.app.services, { price: 1000, sizeStock: { S: 30, M: 30 } });
    const lines = [first, second].flatMap((p) => ['S', 'M'].map((size) => ({ prodId: p.prodId, price: 1000, size })));
    const shots: string[] = [];
    for (let i = 0; i < 20; i++) shots.push(await uploadScreenshot(t));
    const answers = await Promise.all(
      shots.map((shot, i) => guestOrder(orderPayload(i % 2 ? lines : [...lines].reverse(), shot))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(shots.map(() => 201));
    for (const p of [first, second]) for (const size of ['S', 'M']) expect(await stockOf(p.id, size)).toBe(10);
  });
});

describe('the placement answer', () => {
  /** An order view with its signed screenshot link cut to the file (a link signed a moment later expires later). */
  const unsigned = (view: { paymentDetails: { screenshot: string | null } }) => ({
    ...view,
    paymentDetails: { ...view.paymentDetails, screenshot: view.paymentDetails.screenshot?.split('?')[0] ?? null },
  });

  it('is the view a later read of the order gives: guest, signed-in shopper and staff entry alike', async () => {
    const staff = await signedInAs(t, 'admin');
    const owner = await registerCustomer(t);
    // Lines given out of name order: every view lists them by name.
    const zari = await createProduct(t.database.db, t.app.services, {
      name: 'Zari Kurta',
      price: 2000,
      sizeStock: { S: 9 },
    });
    const ajrak = await createProduct(t.database.db, t.app.services, {
      name: 'Ajrak Shawl',
      price: 3000,
      sizeStock: { S: 9 },
    });
    const lines = [
      { prodId: zari.prodId, price: 2000, quantity: 1 },
      { prodId: ajrak.prodId, price: 3000, quantity: 2 },
    ];
    const placements = [
      await guestOrder(orderPayload(lines, await uploadScreenshot(t)), 'answer-guest-1'),
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(owner.token), 'idempotency-key': 'answer-owner-1' },
        payload: orderPayload(lines, await uploadScreenshot(t, owner.token), { guestInfo: undefined }),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/staff',
        headers: { ...bearer(staff.token), 'idempotency-key': 'answer-staff-1' },
        payload: {
          customer: { name: 'Sana Mir', phoneNumber: '0321 7654321' },
          items: lines.map(({ price: _price, ...line }) => ({ ...line, size: 'S', color: 'Indigo' })),
          shippingAddress: { street: '3 Hussain Agahi', city: 'Multan', zipCode: '60000', country: 'Pakistan' },
          paymentMethod: 'bank',
          screenshot: await uploadScreenshot(t, staff.token),
        },
      }),
    ];
    for (const placed of placements) {
      expect(placed.statusCode, placed.body).toBe(201);
      const answer = placed.json();
      expect(answer.items.map((i: { name: string }) => i.name)).toEqual(['Ajrak Shawl', 'Zari Kurta']);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${answer._id}`,
        headers: bearer(staff.token),
      });
      expect(unsigned(answer)).toEqual(unsigned(read.json()));
    }
    expect(placements[1]!.json().user).toMatchObject({ email: owner.email });
  });
});

describe('idempotent placement', () => {
  it('answers the same order for the same key, even for five clicks at once; a new key makes a new order', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1500, sizeStock: { S: 20 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 1500 }], await uploadScreenshot(t));
    const clicks = await Promise.all(Array.from({ length: 5 }, () => guestOrder(payload, 'checkout-attempt-0001')));
    expect(clicks.every((c) => c.statusCode === 201)).toBe(true);
    expect(new Set(clicks.map((c) => c.json().trackingId)).size).toBe(1);
    expect(clicks.filter((c) => c.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const retry = await guestOrder(payload, 'checkout-attempt-0001');
    expect(retry.json().trackingId).toBe(clicks[0]!.json().trackingId);
    expect(await stockOf(product.id, 'S')).toBe(19);

    const second = await guestOrder(payload, 'checkout-attempt-0002');
    expect(second.json().trackingId).not.toBe(clicks[0]!.json().trackingId);
    expect(await stockOf(product.id, 'S')).toBe(18);

    const changed = await guestOrder(
      { ...payload, items: [{ ...payload.items[0]!, quantity: 2 }] },
      'checkout-attempt-0001',
    );
    expect(changed.statusCode).toBe(422);
  });

  it('answers a retry with its order even when the order could not be placed again: price changed, sold out', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1500, sizeStock: { S: 1 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 1500 }], await uploadScreenshot(t));
    const first = await guestOrder(payload, 'retry-after-change-1');
    expect(first.statusCode).toBe(201);
    expect(await stockOf(product.id, 'S')).toBe(0);
    const retried = await guestOrder(payload, 'retry-after-change-1');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().trackingId).toBe(first.json().trackingId);
    await t.database.db.update(products).set({ price: 1700 }).where(eq(products.id, product.id));
    const repriced = await guestOrder(payload, 'retry-after-change-1');
    expect(repriced.statusCode).toBe(201);
    expect(repriced.json().trackingId).toBe(first.json().trackingId);
    // The same key with another order is refused as reused, whatever else is wrong with the other order.
    const other = await guestOrder(
      { ...payload, items: [{ ...payload.items[0]!, quantity: 2 }] },
      'retry-after-change-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe(ORDER_MESSAGES.idempotencyMismatch);
    // A new key is placed anew, and hears what is wrong.
    expect((await guestOrder(payload, 'retry-after-change-2')).statusCode).toBe(409);
  });

  it('never replays one shopper’s key to another', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 1500, sizeStock: { S: 20 } });
    const first = await guestOrder(
      orderPayload([{ prodId: product.prodId, price: 1500 }], await uploadScreenshot(t)),
      'shared-key-123',
    );
    const other = orderPayload([{ prodId: product.prodId, price: 1500 }], await uploadScreenshot(t), {
      guestInfo: { name: 'Other Person', email: 'other@example.pk', phoneNumber: '03111234567' },
    });
    const second = await guestOrder(other, 'shared-key-123');
    expect(second.statusCode).toBe(201);
    expect(second.json().trackingId).not.toBe(first.json().trackingId);
  });
});

describe('tracking and viewing orders', () => {
  it('shows a tracking-ID holder the status, items and amounts with personal details masked', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const placed = (
      await guestOrder(orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t)))
    ).json();
    const lowerCased = placed.trackingId.toLowerCase().replaceAll('-', ' ');
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${encodeURIComponent(lowerCased)}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({
      trackingId: placed.trackingId,
      status: 'pending',
      customer: { firstName: 'Hira', email: 'h***@example.pk', phoneNumber: '*******4567' },
      shippingAddress: { street: '12 ***', city: 'Lahore' },
      totalAmount: 2900,
    });
    expect(tracked.body).not.toContain('Mall Road');
    expect(tracked.body).not.toContain('hira@example.pk');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/track/HC-2222-2222-2222' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: "/api/orders/track/' OR 1=1--" })).statusCode).toBe(404);
  });

  it('shows the full order only to its signed-in owner and to staff', async () => {
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const worker = await signedInAs(t, 'worker');
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const order = await placeSignedInOrder(t, owner.token, product.prodId, 2500);
    expect(order.user).toMatchObject({ email: owner.email });
    expect(order.guestInfo).toBeNull();
    expect(order.contact).toMatchObject({
      email: owner.email,
      name: expect.any(String),
      phoneNumber: expect.any(String),
    });
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(token) });
    expect((await get(owner.token)).statusCode).toBe(200);
    expect((await get(worker.token)).json().shippingAddress.street).toBe('12 Mall Road');
    expect((await get(stranger.token)).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/users/orders', headers: bearer(owner.token) });
    expect(mine.json().map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/user/orders', headers: bearer(stranger.token) })).json(),
    ).toEqual([]);
  });

  it("mails a signed-in shopper's order to the account's own address, whatever email the form carried", async () => {
    const owner = await registerCustomer(t, { name: 'Ayesha Khan', phoneNumber: '0300 1234567' });
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t, owner.token), {
      guestInfo: { name: 'Sara Khan', email: 'stranger@example.pk', phoneNumber: '0321 7654321' },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(owner.token),
      payload,
      remoteAddress: randomIp(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    // Delivered to the name and phone the form gave (a gift), mailed to the account.
    expect(order.contact).toEqual({ name: 'Sara Khan', email: owner.email, phoneNumber: '0321 7654321' });
    const [row] = await t.database.db
      .select({ customerEmail: orders.customerEmail })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row!.customerEmail).toBe(owner.email);
    const mails = await t.database.db
      .select({ recipient: notifications.recipient, text: notifications.textBody })
      .from(notifications);
    expect(mails.filter((m) => m.text.includes(order.trackingId)).map((m) => m.recipient)).toEqual([owner.email]);
    expect(mails.some((m) => m.recipient === 'stranger@example.pk')).toBe(false);
  });

  it('lets staff list orders with filters, and nobody else', async () => {
    const customer = await registerCustomer(t);
    const worker = await signedInAs(t, 'worker');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending&search=hira&limit=5',
      headers: bearer(worker.token),
    });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.orders.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
  });
});

describe('changing orders', () => {
  it('lets a coordinator set any status, recorded with who and when, and mails the shopper; a worker may not', async () => {
    const coordinator = await signedInAs(t, 'coordinator');
    const worker = await signedInAs(t, 'worker');
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const order = (
      await guestOrder(orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t)))
    ).json();
    const set = (token: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/status`,
        headers: bearer(token),
        payload: { status, noTracking: true },
      });
    expect((await set(worker.token, 'shipped')).statusCode).toBe(403);
    const shipped = await set(coordinator.token, 'shipped');
    expect(shipped.json().status).toBe('shipped');
    expect(shipped.json().statusHistory.at(-1)).toMatchObject({ status: 'shipped', by: 'Test coordinator' });
    const mails = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-status'));
    expect(mails.some((m) => m.textBody.includes('Your order status has been updated to: shipped'))).toBe(true);
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/payment`,
      headers: bearer(coordinator.token),
      payload: { paymentStatus: 'paid' },
    });
    expect(paid.json().paymentDetails.status).toBe('paid');
  });

  it('returns stock exactly once when cancelled twice at the same time', async () => {
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const order = (
      await guestOrder(orderPayload([{ prodId: product.prodId, price: 2500, quantity: 3 }], await uploadScreenshot(t)))
    ).json();
    expect(await stockOf(product.id, 'S')).toBe(2);
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: bearer(admin.token) }),
      ),
    );
    expect(cancels.every((c) => c.statusCode === 200)).toBe(true);
    expect(await stockOf(product.id, 'S')).toBe(5);
  });

  it('lets the owner cancel only while pending', async () => {
    const owner = await registerCustomer(t);
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const place = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(owner.token),
          payload: orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t, owner.token)),
        })
      ).json();
    const first = await place();
    expect(
      (
        await t.app.inject({ method: 'PUT', url: `/api/orders/${first._id}/cancel`, headers: bearer(owner.token) })
      ).json().status,
    ).toBe('cancelled');
    const second = await place();
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'processing' },
    });
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second._id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: ORDER_MESSAGES.cancelNotAllowed });
  });

  it('lets the browser that placed a guest order replace its screenshot, keeping the old one in the history; nobody else', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const first = await uploadScreenshot(t);
    const order = (await guestOrder(orderPayload([{ prodId: product.prodId, price: 2500 }], first))).json();
    const replace = (id: string, screenshot: string, browser: Record<string, string> = GUEST_BROWSER) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${id}/screenshot`, headers: browser, payload: { screenshot } });

    const replacement = await uploadScreenshot(t);
    expect((await replace(order.trackingId, replacement)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ screenshotId: orders.screenshotId })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(replacement).toContain(row!.screenshotId!);
    // Only by the tracking ID, never the database id; and from the placing browser only.
    expect((await replace(order._id, await uploadScreenshot(t))).statusCode).toBe(404);
    const otherBrowser = { 'x-upload-token': 'another-browser-upload-token-0123456789ab' };
    const stranger = await replace(order.trackingId, await uploadScreenshot(t, undefined, otherBrowser), otherBrowser);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(ORDER_MESSAGES.screenshotOtherBrowser);
    // An upload made by another browser cannot be attached from this one.
    expect((await replace(order.trackingId, await uploadScreenshot(t, undefined, otherBrowser))).json().error).toBe(
      ORDER_MESSAGES.screenshotNotFound,
    );

    const admin = await signedInAs(t, 'admin');
    const full = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(admin.token) })
    ).json();
    expect(full.paymentDetails.replacedScreenshots).toEqual([
      { url: expect.stringContaining(first.split('/').pop()!), replacedAt: expect.any(String), replacedBy: 'Guest' },
    ]);
    expect(full.statusHistory.at(-1)).toMatchObject({
      status: 'pending',
      note: 'shopper replaced the payment screenshot',
      by: 'Guest',
    });
  });

  it('freezes the proof for shoppers once staff mark the payment paid or failed (409), but not for staff', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 5 } });
    const customer = await registerCustomer(t);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t, customer.token)),
      remoteAddress: randomIp(),
    });
    const order = placed.json();
    const admin = await signedInAs(t, 'admin');
    for (const [paymentStatus, message] of [
      ['paid', ORDER_MESSAGES.screenshotFrozenPaid],
      ['failed', ORDER_MESSAGES.screenshotFrozenFailed],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/payment`,
        headers: bearer(admin.token),
        payload: { paymentStatus },
      });
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/screenshot`,
        headers: bearer(customer.token),
        payload: { screenshot: await uploadScreenshot(t, customer.token) },
      });
      expect([refused.statusCode, refused.json().error]).toEqual([409, message]);
    }
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/screenshot`,
      headers: bearer(admin.token),
      payload: { screenshot: await uploadScreenshot(t, admin.token) },
    });
    expect(byStaff.statusCode).toBe(200);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(admin.token) })
    ).json().statusHistory;
    expect(history.at(-1)).toMatchObject({ note: 'staff replaced the payment screenshot', by: 'Test admin' });
  });
});
