// Issue 28 item 7 on a real PostgreSQL and a real SMTP server: staff cancelling a paid order record the refund due
// (amount, method, note), its stock returns once, the shopper is mailed; revenue, the dashboard's refunds due, the
// customer's history and the Orders filter follow it until staff mark it refunded; and a shopper's cancel racing staff
// marking the order paid ends in one consistent outcome, decided on the locked row.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPkr } from '../../../domain/money.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { orderPageSchema, orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { customerDetailSchema, dashboardSchema } from '../../../domain/schemas/report-views.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { placeSignedInOrder } from '../../test/orders.ts';
import { stockOf as stockInDatabase } from '../../test/process-orders.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;
let coordinator: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  const [a, c] = await Promise.all([signedInAs(t, 'admin'), signedInAs(t, 'coordinator')]);
  [admin, coordinator] = [a.token, c.token];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: randomIp() });

const stockOf = (productId: string) => stockInDatabase(t.database, productId);

const dashboard = async () => await json(await call('GET', '/api/admin/dashboard', admin), dashboardSchema);

async function arrived(words: string): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.find((m) => m.subject?.includes(words));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message about ${words} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A signed-in shopper's order of one of three pieces at Rs 5,000, paid by Easypaisa unless it is left unpaid. */
async function order({ paid = true } = {}) {
  const shopper = await registerCustomer(t);
  const product = await createProduct(t.database.db, t.app.services, { price: 5000, sizeStock: { S: 3 } });
  const placed = await placeSignedInOrder(t, shopper.token, product.prodId, 5000);
  if (paid)
    expect((await call('PUT', `/api/orders/${placed._id}/payment`, admin, { paymentStatus: 'paid' })).statusCode).toBe(
      200,
    );
  return { ...placed, shopper, productId: product.id };
}

describe('staff cancel a paid order', () => {
  it('records the refund due, returns stock once, mails the shopper; revenue keeps it until it is refunded', async () => {
    const before = await dashboard();
    const o = await order();
    const total = o.totalAmount;
    const placedRevenue = (await dashboard()).revenue.total - before.revenue.total;
    expect(placedRevenue).toBe(total);

    expect(
      (
        await call('PUT', `/api/orders/${o._id}/status`, coordinator, {
          status: 'cancelled',
          refund: { amount: total + 1, method: 'bank' },
        })
      ).json(),
    ).toEqual({ error: ORDER_MESSAGES.refundAboveAmountPaid(total) });
    expect(await stockOf(o.productId)).toBe(2);

    const cancelled = await call('PUT', `/api/orders/${o._id}/status`, coordinator, {
      status: 'cancelled',
      message: 'The fabric for this piece was damaged.',
      refund: { amount: total - 500, method: 'easypaisa', note: 'Kept Rs 500 for the tailoring already done' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = await json(cancelled, orderViewSchema);
    expect(view.status).toBe('cancelled');
    expect(view.refund).toMatchObject({
      amount: total - 500,
      method: 'easypaisa',
      note: 'Kept Rs 500 for the tailoring already done',
      refundedAt: null,
      refundedBy: null,
    });
    expect(view.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: ORDER_MESSAGES.refundDueNote(total - 500),
    });
    expect(await stockOf(o.productId)).toBe(3);
    // Asked again, by the cancel route too: nothing more moves.
    expect((await call('PUT', `/api/orders/${o._id}/cancel`, admin, {})).statusCode).toBe(200);
    expect(await stockOf(o.productId)).toBe(3);

    const mail = await arrived(`Order ${o.trackingId} cancelled: your refund is on its way`);
    expect(mail.text).toContain(`A refund of ${formatPkr(total - 500)} is on its way to you by Easypaisa.`);
    expect(mail.text).toContain('The fabric for this piece was damaged.');

    const due = await dashboard();
    expect(due.revenue.total - before.revenue.total).toBe(total);
    expect(due.refundsDue.count - before.refundsDue.count).toBe(1);
    expect(due.refundsDue.amount - before.refundsDue.amount).toBe(total - 500);
    const listed = async (refund: string) =>
      (
        await json(await call('GET', `/api/orders?refund=${refund}&limit=100`, coordinator), orderPageSchema)
      ).orders.map((x) => x._id);
    expect(await listed('due')).toContain(o._id);
    const customer = async () =>
      await json(await call('GET', `/api/admin/customers/${o.shopper._id}`, admin), customerDetailSchema);
    expect((await customer()).totalSpent).toBe(total);
    expect((await customer()).orders[0]!.refund).toMatchObject({ amount: total - 500, refundedAt: null });
    // Anyone holding the tracking ID sees the refund's amount and method, not staff's note.
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/orders/track/${o.trackingId}` })).json();
    expect(tracked.refund).toEqual({
      amount: total - 500,
      method: 'easypaisa',
      dueAt: view.refund!.dueAt,
      refundedAt: null,
    });

    // While it is due, the payment is fixed; a second staff change of payment is refused.
    expect((await call('PUT', `/api/orders/${o._id}/payment`, admin, { paymentStatus: 'pending' })).json()).toEqual({
      error: ORDER_MESSAGES.paymentFixedByRefund,
    });

    const refunded = await call('POST', `/api/orders/${o._id}/refund`, coordinator, { reference: 'EP-99812' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const sent = await json(refunded, orderViewSchema);
    expect(sent.refund).toMatchObject({
      refundedAt: expect.any(String),
      refundedBy: 'Test coordinator',
      reference: 'EP-99812',
    });
    expect(sent.statusHistory.at(-1)).toMatchObject({
      note: `${ORDER_MESSAGES.refundedNote(total - 500)} (reference EP-99812)`,
      by: 'Test coordinator',
    });
    expect((await call('POST', `/api/orders/${o._id}/refund`, admin, {})).json()).toEqual({
      error: ORDER_MESSAGES.alreadyRefunded,
    });
    const refundedMail = await arrived(`Refund sent for order ${o.trackingId}`);
    expect(refundedMail.text).toContain('Reference: EP-99812');

    // Refunded: revenue and the customer's spent keep only the Rs 500 kept; no refund due is left.
    const after = await dashboard();
    expect(after.revenue.total - before.revenue.total).toBe(500);
    expect(after.refundsDue).toEqual(before.refundsDue);
    expect(await listed('due')).not.toContain(o._id);
    expect(await listed('refunded')).toContain(o._id);
    expect((await customer()).totalSpent).toBe(500);
    expect((await customer()).orders[0]!.refund!.refundedAt).toEqual(sent.refund!.refundedAt);

    expect((await call('PUT', `/api/orders/${o._id}/status`, admin, { status: 'processing' })).json()).toEqual({
      error: ORDER_MESSAGES.refundedNotReopenable,
    });
    expect(await stockOf(o.productId)).toBe(3);
  });

  it('defaults the refund to the whole amount by the way it was paid; re-opening before it is sent clears it', async () => {
    const o = await order();
    const cancelled = await json(await call('PUT', `/api/orders/${o._id}/cancel`, admin), orderViewSchema);
    expect(cancelled.refund).toMatchObject({ amount: o.totalAmount, method: 'bank', note: null });
    const reopened = await call('PUT', `/api/orders/${o._id}/status`, admin, { status: 'processing' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await json(reopened, orderViewSchema)).refund).toBeNull();
    expect(await stockOf(o.productId)).toBe(2);
    expect((await call('POST', `/api/orders/${o._id}/refund`, admin, {})).json()).toEqual({
      error: ORDER_MESSAGES.noRefundDue,
    });
  });

  it('records no refund for an order cancelled unpaid, and lets the shopper cancel it while pending', async () => {
    const o = await order({ paid: false });
    const cancelled = await call('PUT', `/api/orders/${o._id}/cancel`, o.shopper.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await json(cancelled, orderViewSchema)).refund).toBeNull();
    expect((await call('PUT', `/api/orders/${o._id}/payment`, admin, { paymentStatus: 'paid' })).json()).toEqual({
      error: ORDER_MESSAGES.paidAfterCancel,
    });
  });
});

describe("a shopper's cancel racing staff marking the order paid", () => {
  /** How many statements of this database wait for a row lock. */
  const waiting = async () =>
    Number(
      (
        await t.database.pool.query(
          `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0].count,
    );

  for (const first of ['cancel', 'pay'] as const) {
    it(`ends in one consistent outcome when the ${first === 'cancel' ? 'cancel' : 'payment'} reaches the row first`, async () => {
      const o = await order({ paid: false });
      // A third connection holds the row, so both requests are inside their transactions, waiting on it, when it is
      // let go: each decides on the row as the other left it, never on what it read before.
      const holder = await t.database.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from orders where id = $1 for update', [o._id]);
        const requests: Promise<{ statusCode: number; body: string }>[] = [];
        const send = (which: 'cancel' | 'pay') =>
          which === 'cancel'
            ? call('PUT', `/api/orders/${o._id}/cancel`, o.shopper.token)
            : call('PUT', `/api/orders/${o._id}/payment`, admin, { paymentStatus: 'paid' });
        for (const which of first === 'cancel' ? (['cancel', 'pay'] as const) : (['pay', 'cancel'] as const)) {
          const before = await waiting();
          requests.push(send(which));
          while ((await waiting()) <= before) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await holder.query('commit');
        const [a, b] = await Promise.all(requests);
        const [cancel, pay] = first === 'cancel' ? [a!, b!] : [b!, a!];
        const now = await json(await call('GET', `/api/orders/${o._id}`, admin), orderViewSchema);
        if (first === 'cancel') {
          expect([cancel.statusCode, pay.statusCode, JSON.parse(pay.body)]).toEqual([
            200,
            409,
            { error: ORDER_MESSAGES.paidAfterCancel },
          ]);
          expect([now.status, now.paymentDetails.status, now.refund]).toEqual(['cancelled', 'pending', null]);
          expect(await stockOf(o.productId)).toBe(3);
        } else {
          expect([pay.statusCode, cancel.statusCode, JSON.parse(cancel.body)]).toEqual([
            200,
            409,
            { error: ORDER_MESSAGES.cancelPaid },
          ]);
          expect([now.status, now.paymentDetails.status, now.refund]).toEqual(['pending', 'paid', null]);
          expect(await stockOf(o.productId)).toBe(2);
        }
      } finally {
        holder.release();
      }
    });
  }
});
