// Placing and following preorders through the API on a real PostgreSQL: the server's amounts for odd totals (D13), no
// stock taken, idempotent placing, the refusals with SPEC §5's messages that store nothing, masked tracking (D12, X4),
// the shopper's own list, and the confirmation PDF parsed back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import { productStock } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, uploadScreenshot } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { placePreorder, preorderPayload } from '../../test/preorders.ts';
import { PREORDER_ID_PATTERN } from '../../../domain/references.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const guestPreorder = (payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/preorders/guest',
    payload: payload as object,
    remoteAddress: randomIp(),
    headers: { ...GUEST_BROWSER, ...(key ? { 'idempotency-key': key } : {}) },
  });
const preorderCount = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from preorders`)).rows[0]!.n;
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {}, remoteAddress: randomIp() });

describe('the preorder quote', () => {
  it('prices any size from the catalog and splits odd totals with the half now rounded up (D13)', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 4201, sizeStock: { S: 0 } });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/preorders/quote',
      remoteAddress: randomIp(),
      payload: { items: [{ prodId: product.prodId, price: 4000, size: 'XXL', quantity: 1, color: 'Indigo' }] },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      originalAmount: 4201,
      payNow: 2101,
      balanceBeforeDelivery: 2100,
      itemCount: 1,
      lines: [expect.objectContaining({ size: 'XXL', price: 4201 })],
      priceChanges: [expect.objectContaining({ was: 4000, now: 4201 })],
    });
  });
});

describe('placing a preorder', () => {
  it('stores the server amounts, takes no stock, records the deposit screenshot and queues the confirmation', async () => {
    const product = await createProduct(t.database.db, t.app.services, {
      name: 'Chikankari/Frock',
      price: 3999,
      sizeStock: { S: 0, M: 2 },
    });
    const screenshot = await uploadScreenshot(t);
    const response = await guestPreorder(
      preorderPayload([{ prodId: product.prodId, price: 3999, size: 'S', quantity: 3 }], [screenshot]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const preorder = response.json();
    expect(preorder.preorderId).toMatch(PREORDER_ID_PATTERN);
    expect(preorder).toMatchObject({
      status: 'pending',
      orderType: 'guest',
      originalAmount: 11997,
      totalAmount: null,
      initialPayment: { amount: 5999, status: 'pending' },
      finalPayment: { amount: null, status: 'pending', screenshots: [] },
      deliveryCharges: { amount: null },
      shippingAddress: { country: 'Pakistan', state: 'Lahore' },
      guestInfo: { name: 'Ayesha Noor', email: 'ayesha@example.pk' },
      adminNotes: { production: '', delivery: '', general: null },
    });
    expect(preorder.initialPayment.screenshots).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/files\/uploads\/[\w-]+\?expires=/), addedBy: 'Guest' }),
    ]);
    // SPEC §9: production starts within 1-2 weeks; the piece arrives within 9 weeks (the late ends are promised).
    const weeksAfter = (iso: string) => (Date.parse(iso) - Date.parse(preorder.createdAt)) / (7 * 86_400_000);
    expect(weeksAfter(preorder.estimatedTimeline.productionStart)).toBeCloseTo(2);
    expect(weeksAfter(preorder.estimatedTimeline.estimatedDelivery)).toBeCloseTo(9);
    const [stock] = await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(sql`${productStock.productId} = ${product.id} and ${productStock.size} = 'M'`);
    expect(stock!.stock).toBe(2);
    const mail = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'preorder-confirmation'));
    expect(mail.some((m) => m.recipient === 'ayesha@example.pk' && m.textBody.includes(preorder.preorderId))).toBe(
      true,
    );
  });

  it('answers the same preorder to a retry with the same Idempotency-Key, and refuses the key for another', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 2500 });
    const payload = preorderPayload([{ prodId: product.prodId, price: 2500 }], [await uploadScreenshot(t)]);
    const before = await preorderCount();
    const first = await guestPreorder(payload, 'preorder-attempt-0001');
    const again = await guestPreorder(payload, 'preorder-attempt-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().preorderId).toBe(first.json().preorderId);
    const other = await guestPreorder(
      { ...payload, items: [{ ...payload.items[0], quantity: 2 }] },
      'preorder-attempt-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(await preorderCount()).toBe(before + 1);
  });

  it('refuses changed amounts, a country other than Pakistan, a non-Pakistani phone and missing or foreign screenshots, storing nothing', async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 3001 });
    const screenshot = await uploadScreenshot(t);
    const line = [{ prodId: product.prodId, price: 3001 }];
    const before = await preorderCount();

    const wrongHalf = await guestPreorder({ ...preorderPayload(line, [screenshot]), initialPaymentAmount: 1500 });
    expect(wrongHalf.statusCode).toBe(409);
    expect(wrongHalf.json().error).toBe(PREORDER_MESSAGES.amountsChanged);

    const abroad = preorderPayload(line, [screenshot]);
    abroad.shippingAddress.country = 'United Kingdom';
    expect((await guestPreorder(abroad)).json().error).toBe(PREORDER_MESSAGES.pakistanOnly);

    const phone = preorderPayload(line, [screenshot], {
      guestInfo: { name: 'A', email: 'a@example.pk', phoneNumber: '+44 7700 900123' },
    });
    const badPhone = await guestPreorder(phone);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error).toBe(PREORDER_MESSAGES.invalidPhone);

    const none = await guestPreorder(preorderPayload(line, []));
    expect(none.json().error).toBe(PREORDER_MESSAGES.screenshotsRequired);

    // A screenshot another browser uploaded is not this shopper's proof.
    const foreign = await uploadScreenshot(t, undefined, {
      'x-upload-token': 'another-guest-browser-token-9876543210',
    });
    const stolen = await guestPreorder(preorderPayload(line, [foreign]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(ORDER_MESSAGES.screenshotNotFound);

    expect(await preorderCount()).toBe(before);
  });

  it('lets a signed-in shopper place without guestInfo, and lists it as theirs only', async () => {
    const shopper = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const product = await createProduct(t.database.db, t.app.services, { price: 5000 });
    const placed = await placePreorder(t, [{ prodId: product.prodId, price: 5000 }], shopper.token);
    expect(placed).toMatchObject({ orderType: 'registered', user: { email: shopper.email }, guestInfo: null });

    const own = await get('/api/preorders/user/preorders', shopper.token);
    expect(own.json().map((p: { preorderId: string }) => p.preorderId)).toEqual([placed.preorderId]);
    expect((await get('/api/preorders/user/preorders', stranger.token)).json()).toEqual([]);
    expect((await get(`/api/preorders/${placed._id}`, shopper.token)).statusCode).toBe(200);
    expect((await get(`/api/preorders/${placed._id}`, stranger.token)).statusCode).toBe(404);
  });
});

describe('tracking a preorder by its ID', () => {
  it('masks personal details for an ID holder, shows all to the owner, and general notes only to staff (D14)', async () => {
    const shopper = await registerCustomer(t, { name: 'Mariam Qureshi' });
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(t.database.db, t.app.services, { price: 2000 });
    const placed = await placePreorder(t, [{ prodId: product.prodId, price: 2000 }], shopper.token);
    await t.app.inject({
      method: 'PUT',
      url: `/api/preorders/${placed._id}/admin-notes`,
      headers: bearer(admin.token),
      payload: { production: 'Embroidery begun', general: 'Customer is a repeat buyer' },
    });

    const typed = placed.preorderId.toLowerCase().replaceAll('-', ' ');
    const masked = (await get(`/api/preorders/track/${encodeURIComponent(typed)}`)).json();
    expect(masked.preorderId).toBe(placed.preorderId);
    expect(masked._id).toBeUndefined();
    expect(masked.customer).toEqual({
      firstName: 'Mariam',
      email: expect.stringMatching(/^.\*\*\*@/),
      phoneNumber: expect.stringMatching(/^\*+\d{4}$/),
    });
    expect(masked.shippingAddress.street).toBe('7 G***');
    expect(masked.adminNotes).toEqual({ production: 'Embroidery begun', delivery: '', updatedAt: expect.any(String) });
    expect(JSON.stringify(masked)).not.toContain('repeat buyer');
    expect(masked.statusHistory[0].by).toBeUndefined();

    const owner = (await get(`/api/preorders/track/${placed.preorderId}`, shopper.token)).json();
    expect(owner.contact.email).toBe(shopper.email);
    expect(owner.adminNotes.general).toBeNull();
    const staff = (await get(`/api/preorders/track/${placed.preorderId}`, admin.token)).json();
    expect(staff.adminNotes.general).toBe('Customer is a repeat buyer');

    const unknown = await get('/api/preorders/track/PO-2222-3333-4444');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PREORDER_MESSAGES.notFound);
  });

  it('gives a real PDF with the preorder ID and amounts, masked for an ID holder', async () => {
    const product = await createProduct(t.database.db, t.app.services, { name: 'Ajrak Shawl', price: 7001 });
    const placed = await placePreorder(t, [{ prodId: product.prodId, price: 7001 }]);
    const response = await get(`/api/preorders/${placed.preorderId}/confirmation.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${placed.preorderId}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(placed.preorderId);
    expect(text).toContain('Ajrak Shawl');
    expect(text).toContain('Rs 3,501');
    expect(text).toContain('Rs 7,001');
    expect(text).not.toContain('ayesha@example.pk');
    expect(text).toContain('a***@example.pk');
    expect((await get('/api/preorders/PO-2222-3333-4444/confirmation.pdf')).statusCode).toBe(404);
  });
});

describe('a preorder staff take by phone', () => {
  it('may have no email (no mail is queued) and any size', async () => {
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(t.database.db, t.app.services, { price: 1999, sizeStock: { S: 3 } });
    const mailsBefore = (await t.database.db.select().from(notifications)).length;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/preorders/staff',
      headers: { ...bearer(admin.token), 'idempotency-key': 'phone-preorder-0001' },
      payload: {
        customer: { name: 'Rukhsana Bibi', phoneNumber: '0333 1234567' },
        shippingAddress: { street: 'Village Kot Addu', city: 'Muzaffargarh', zipCode: '34050', country: 'Pakistan' },
        items: [{ prodId: product.prodId, size: 'XL', color: 'Indigo', quantity: 1 }],
        paymentMethod: 'easypaisa',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      contact: { email: '' },
      originalAmount: 1999,
      initialPayment: { amount: 1000 },
    });
    expect(placed.json().statusHistory[0]).toMatchObject({ note: PREORDER_MESSAGES.staffEntered });
    expect((await t.database.db.select().from(notifications)).length).toBe(mailsBefore);
    const [row] = await t.database.db.select().from(preorders).where(eq(preorders.id, placed.json()._id));
    expect(row!.customerEmail).toBe('');
  });
});
