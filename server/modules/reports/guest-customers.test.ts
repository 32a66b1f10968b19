// Guest buyers in the admin's customer list (issue 17 item 14): grouped by phone however it was written, counted in the
// stats and filters, with their orders; an account with the same email joins their history in the admin's view only,
// and an account that merely types a guest's phone number gets nothing of theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';

let t: TestApp;
let admin: string;
let prodId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
  prodId = (await createProduct(t.database.db, t.app.services, { price: 2000, sizeStock: { S: 50 } })).prodId;
});
afterAll(() => t.close());

async function guestOrder(guestInfo: { name: string; email: string; phoneNumber: string }) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    remoteAddress: randomIp(),
    payload: orderPayload([{ prodId, price: 2000 }], await uploadScreenshot(t), { guestInfo }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json(placed, orderViewSchema);
}

const get = async (url: string, token = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
type Row = { _id: string; guest: boolean; name: string; totalOrders: number; totalSpent: number };
const rows = async (query = '') => (await get(`admin/customers${query}`)).customers as Row[];

describe('guest buyers in GET /api/admin/customers', () => {
  it('groups a guest’s orders by phone, counts them, lists their orders and joins an account by its email', async () => {
    const first = await guestOrder({ name: 'Hira Baig', email: 'hira@example.pk', phoneNumber: '0300 1234567' });
    const second = await guestOrder({ name: 'Hira B.', email: 'hira.b@example.pk', phoneNumber: '+92 300-1234567' });
    const sara = await guestOrder({ name: 'Sara Ali', email: 'Sara@Example.pk', phoneNumber: '0301 7654321' });

    const before = await rows();
    const hira = before.find((r) => r._id === 'guest:phone:923001234567');
    // 2,000 + delivery, twice; the newest name is shown.
    expect(hira).toMatchObject({ guest: true, name: 'Hira B.', totalOrders: 2, role: 'customer', isActive: true });
    expect(hira!.totalSpent).toBeGreaterThan(4000);
    expect(before.filter((r) => r.guest)).toHaveLength(2);

    const detail = await get(`admin/customers/${encodeURIComponent(hira!._id)}`);
    expect(detail.orders.map((o: { _id: string }) => o._id).sort()).toEqual([first._id, second._id].sort());
    expect((await rows('?search=hira.b')).map((r) => r._id)).toEqual([hira!._id]);
    expect((await rows('?role=customer')).map((r) => r._id)).toContain(hira!._id);
    expect((await rows('?filter=inactive')).some((r) => r.guest)).toBe(false);
    expect((await get('admin/customers')).stats).toMatchObject({ total: 2, activeThisMonth: 2, newThisWeek: 2 });

    // Sara signs up with the email her order went to: the admin sees one customer with her order, her own list is
    // unchanged (nothing was attached). Someone typing Hira's phone number into a new account gets nothing of hers.
    const saraAccount = await registerCustomer(t, { name: 'Sara Ali', email: 'sara@example.pk' });
    const stranger = await registerCustomer(t, { name: 'Not Hira', phoneNumber: '03001234567' });
    const after = await rows();
    expect(after.find((r) => r._id === saraAccount._id)).toMatchObject({ guest: false, totalOrders: 1 });
    expect(after.some((r) => r._id.startsWith('guest:phone:92301'))).toBe(false);
    expect(after.find((r) => r._id === stranger._id)).toMatchObject({ totalOrders: 0 });
    expect(after.find((r) => r._id === hira!._id)).toMatchObject({ totalOrders: 2 });
    const saraDetail = await get(`admin/customers/${saraAccount._id}`);
    expect(saraDetail.orders.map((o: { _id: string }) => o._id)).toEqual([sara._id]);
    expect(JSON.stringify(await get('orders/user/orders', saraAccount.token))).not.toContain(sara._id);
    expect(JSON.stringify(await get('orders/user/orders', stranger.token))).not.toContain(first.trackingId);
    expect((await get('admin/customers')).stats).toMatchObject({ total: 3 });
  });

  it('answers 404 for a guest with no orders and 400 for an id that is neither', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers/guest:phone:920000000000',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/customers/guest:nope', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Customer not found' });
  });
});
