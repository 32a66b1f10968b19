// PUT /api/orders/{id}/payment-deadline on a real PostgreSQL: who may give an unpaid order more time (payments:update),
// how much, on which orders, and that it is recorded in the history with who did it and shown to staff and shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEADLINE_MESSAGES, deadlineTime } from '../../../domain/payment-deadline.ts';
import { orderViewSchema, type OrderView } from '../../../domain/schemas/order-views.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { orderPayload, uploadScreenshot } from '../../test/orders.ts';

const HOUR = 3_600_000;
let t: TestApp;
let tokens: Record<'admin' | 'coordinator' | 'worker' | 'customer', string>;
let product: { prodId: string };

beforeAll(async () => {
  t = await buildTestApp();
  const [admin, coordinator, worker, customer] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'coordinator'),
    signedInAs(t, 'worker'),
    registerCustomer(t),
  ]);
  tokens = { admin: admin.token, coordinator: coordinator.token, worker: worker.token, customer: customer.token };
  product = await createProduct(t.database.db, t.app.services, { price: 2500, sizeStock: { S: 50 } });
});
afterAll(() => t.close());

/** The customer's own order (signed in), so the owner's refusal below is about the permission, not about whose it is. */
async function customerOrder(): Promise<OrderView> {
  const payload = orderPayload([{ prodId: product.prodId, price: 2500 }], await uploadScreenshot(t, tokens.customer));
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(tokens.customer),
    payload,
    remoteAddress: randomIp(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json(placed, orderViewSchema);
}

const extend = (id: string, payload: unknown, headers: Record<string, string> = bearer(tokens.admin)) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/payment-deadline`, headers, payload: payload as object });

describe('extending a payment deadline', () => {
  it('lets admin and coordinator (payments:update) extend; a worker, even the owning customer, and nobody are refused', async () => {
    const order = await customerOrder();
    const expected = { admin: 200, coordinator: 200, worker: 403, customer: 403, nobody: 401 };
    for (const [who, status] of Object.entries(expected)) {
      const answer = await extend(
        order._id,
        { extendByHours: 24 },
        who === 'nobody' ? {} : bearer(tokens[who as keyof typeof tokens]),
      );
      expect(answer.statusCode, who).toBe(status);
    }
    // Two extensions of 24 hours went through: 72 + 48.
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(tokens.admin) })
    ).json();
    expect(view.paymentDeadline.hours).toBe(120);
  });

  it('adds the hours to the deadline, records who did it and when it now falls, and shows it to staff and shopper', async () => {
    const order = await customerOrder();
    expect(order.paymentDeadline!.hours).toBe(72);
    const answer = await extend(order._id, { extendByHours: 48 }, bearer(tokens.coordinator));
    expect(answer.statusCode, answer.body).toBe(200);
    const extended = answer.json();
    const dueAt = new Date(extended.paymentDeadline.dueAt);
    expect(dueAt.getTime()).toBe(new Date(order.paymentDeadline!.dueAt).getTime() + 48 * HOUR);
    expect(extended.paymentDeadline.hours).toBe(120);
    expect(extended.status).toBe('pending');
    expect(extended.statusHistory.at(-1)).toMatchObject({
      status: 'pending',
      by: 'Test coordinator',
      note: `payment deadline extended to ${deadlineTime(dueAt)}`,
    });
    expect(extended.statusHistory.at(-1).note).toMatch(
      /^payment deadline extended to \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m PKT$/,
    );

    const tracked = (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}` })).json();
    expect(tracked.paymentDeadline).toEqual(extended.paymentDeadline);
    const own = await json(
      await t.app.inject({ method: 'GET', url: '/api/users/orders', headers: bearer(tokens.customer) }),
      z.array(orderViewSchema),
    );
    expect(own.find((o) => o._id === order._id)!.paymentDeadline).toEqual(extended.paymentDeadline);
  });

  it('refuses a number of hours out of bounds, with the form’s words', async () => {
    const order = await customerOrder();
    expect((await extend(order._id, { extendByHours: 0 })).json().error).toBe('Hours to add must be at least 1');
    expect((await extend(order._id, { extendByHours: 169 })).json().error).toBe('Hours to add must be at most 168');
    expect((await extend(order._id, { extendByHours: 2.5 })).json().error).toBe('Hours to add must be a whole number');
    expect((await extend(order._id, {})).statusCode).toBe(400);
  });

  it('refuses an order that no longer waits for a payment: paid, shipped or cancelled', async () => {
    const [paid, shipped, cancelled] = [await customerOrder(), await customerOrder(), await customerOrder()];
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${paid._id}/payment`,
      headers: bearer(tokens.admin),
      payload: { paymentStatus: 'paid' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${shipped._id}/status`,
      headers: bearer(tokens.admin),
      payload: { status: 'shipped', noTracking: true },
    });
    await t.app.inject({ method: 'PUT', url: `/api/orders/${cancelled._id}/cancel`, headers: bearer(tokens.customer) });
    for (const order of [paid, shipped, cancelled]) {
      const refused = await extend(order._id, { extendByHours: 24 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(DEADLINE_MESSAGES.notExtendable);
      const view = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(tokens.admin) })
      ).json();
      expect(view.paymentDeadline).toBeNull();
    }
  });
});

describe('the hours to pay setting', () => {
  it('gives new orders the saved window; orders already placed keep theirs', async () => {
    const before = await customerOrder();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/orders',
      headers: bearer(tokens.admin),
      payload: { unpaidOrderHours: 24 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await customerOrder();
    expect(after.paymentDeadline!.hours).toBe(24);
    expect(new Date(after.paymentDeadline!.dueAt).getTime() - new Date(after.createdAt).getTime()).toBe(24 * HOUR);
    const kept = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${before._id}`, headers: bearer(tokens.admin) })
    ).json();
    expect(kept.paymentDeadline.hours).toBe(72);
  });
});
