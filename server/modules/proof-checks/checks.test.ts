// Payment-proof checks end to end on a real PostgreSQL with real OCR (issue 20): screenshots rendered by Chromium are
// attached through the API, read in the background after the answer, and staff are told the amount against what is
// due, the same screenshot or transaction ID on another order (on both sides, with links), for orders and preorders.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { orderPageSchema, orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { preorderPageSchema, preorderViewSchema } from '../../../domain/schemas/preorder-views.ts';
import { orderProofCheckSchema, preorderProofChecksSchema } from '../../../domain/schemas/proof-check-views.ts';
import { proofChecks } from '../../db/schema/proof-checks.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { preorderPayload } from '../../test/preorders.ts';
import { createProofRenderer, type ProofRenderer } from '../../test/proof-screenshots.ts';

let t: TestApp;
let renderer: ProofRenderer;
let admin: string;
let product: { prodId: string; price: number };
/** What every order of one piece costs with delivery, read from the first placement. */
let orderTotal: number;

beforeAll(async () => {
  [t, renderer] = await Promise.all([buildTestApp(), createProofRenderer()]);
  admin = (await signedInAs(t, 'admin')).token;
  const created = await createProduct(t.database.db, t.app.services, { price: 9_000, sizeStock: { S: 100, M: 100 } });
  product = { prodId: created.prodId, price: 9_000 };
  await t.database.db.insert(shopSettings).values({
    key: 'payment',
    value: {
      bank: {
        bankName: 'Meezan Bank',
        accountTitle: 'Hunar',
        accountNumber: '0101-0101234567',
        iban: 'PK36MEZN0001010101234567',
      },
      easypaisa: { accountTitle: 'Hunar', accountNumber: '0345-1234567', qrMediaId: null },
    },
  });
}, 60_000);
afterAll(async () => {
  await renderer.close();
  await t.close();
});

let tid = 0;
const newTransactionId = () => `${Date.now().toString().slice(-7)}${String(++tid).padStart(4, '0')}`;

const proof = (amount: number, transactionId = newTransactionId(), extra: { dark?: boolean } = {}) =>
  renderer.render({ style: 'easypaisa', amount, transactionId, paidAt: new Date(), account: '0345 ****567', ...extra });

async function placeOrderWith(image: Buffer | string) {
  // A fileUrl already uploaded is attached again as it is (the same stored file sent for a second order).
  const screenshot =
    typeof image === 'string'
      ? image
      : await uploadScreenshot(t, undefined, GUEST_BROWSER, 'payment-screenshots', image);
  const started = performance.now();
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    headers: GUEST_BROWSER,
    payload: orderPayload([product], screenshot),
    remoteAddress: randomIp(),
  });
  const answeredMs = performance.now() - started;
  expect(placed.statusCode).toBe(201);
  const order = await json(placed, orderViewSchema);
  orderTotal = order.totalAmount;
  return { ...order, answeredMs };
}

/** What staff are answered at `url` once `done` holds of it (the checks read in the background). */
async function staffReadOnceDone<S extends z.ZodType>(
  url: string,
  schema: S,
  done: (answer: z.output<S>) => boolean,
): Promise<z.output<S>> {
  return vi.waitFor(
    async () => {
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(answer.statusCode).toBe(200);
      const body = await json(answer, schema);
      if (!done(body)) throw new Error(`${url} is still being checked`);
      return body;
    },
    { timeout: 90_000, interval: 250 },
  );
}

/** The check as staff read it, once it is no longer pending. */
const settledOrderCheck = async (orderId: string) =>
  (
    await staffReadOnceDone(
      `/api/orders/${orderId}/proof-check`,
      orderProofCheckSchema,
      ({ check }) => check !== null && check.status !== 'pending',
    )
  ).check!;

const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(proofChecks).where(eq(proofChecks.orderId, orderId)))[0]?.status;

describe('an order whose proof shows another amount', () => {
  it('answers the placement first, then flags the proof short by the difference, in the list and its filter', async () => {
    // A first order learns the total (price and delivery) the shop charges for one piece.
    const first = await placeOrderWith(await proof(9_000));
    // The check of the order just answered has not run yet: nothing of OCR happened before the answer.
    expect(await statusOf(first._id)).toBe('pending');
    await settledOrderCheck(first._id);

    const short = await placeOrderWith(await proof(orderTotal - 1_000));
    expect(await statusOf(short._id)).toBe('pending');
    const check = await settledOrderCheck(short._id);
    const row = (await t.database.db.select().from(proofChecks).where(eq(proofChecks.orderId, short._id)))[0]!;
    // The answer came well before the check was done: it never waited for the read.
    expect(short.answeredMs).toBeLessThan(row.checkedAt!.getTime() - row.createdAt.getTime());
    expect(check).toMatchObject({
      status: 'done',
      amount: { read: orderTotal - 1_000, due: orderTotal, finding: 'short' },
      flagged: true,
    });
    expect(check.flags).toContain('short by Rs 1,000');
    expect(check.account.finding).not.toBe('mismatch');

    const flagged = await t.app.inject({
      method: 'GET',
      url: '/api/orders?proofCheck=flagged&limit=100',
      headers: bearer(admin),
    });
    const page = await json(flagged, orderPageSchema);
    expect(page.orders.map((o) => o._id)).toContain(short._id);
    expect(page.proofFlagged).toContain(short._id);
  }, 120_000);

  it('does not flag a proof of exactly the total, and reads its transaction ID', async () => {
    const transactionId = newTransactionId();
    const order = await placeOrderWith(await proof(orderTotal, transactionId));
    const check = await settledOrderCheck(order._id);
    expect(check).toMatchObject({ amount: { finding: 'match', read: orderTotal }, transactionId });
    expect(check.flags.filter((f) => /^(short|over) by/.test(f))).toEqual([]);
  }, 120_000);
});

describe('a proof used twice', () => {
  it('flags the same screenshot on both orders, each linking to the other', async () => {
    const image = await proof(orderTotal);
    const a = await placeOrderWith(image);
    const b = await placeOrderWith(image);
    // The second check finds the first and records the match on both; the first was done before it.
    const checkB = await settledOrderCheck(b._id);
    const checkA = await settledOrderCheck(a._id);
    expect(checkB.flagged).toBe(true);
    expect(checkA.flagged).toBe(true);
    expect(checkB.matches).toContainEqual({ kind: 'image', record: 'order', id: a._id, reference: a.trackingId });
    expect(checkA.matches).toContainEqual({ kind: 'image', record: 'order', id: b._id, reference: b.trackingId });
    expect(checkA.flags).toContain(`the same or an edited screenshot is on ${b.trackingId}`);
  }, 120_000);

  it('finds the same stored file sent for two orders even when it has no text, and a different blank picture in neither', async () => {
    const blank = (colour: string) =>
      sharp({ create: { width: 360, height: 740, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const file = await uploadScreenshot(t, undefined, GUEST_BROWSER, 'payment-screenshots', await blank('#2d6a4f'));
    const a = await placeOrderWith(file);
    const b = await placeOrderWith(file);
    const other = await placeOrderWith(await blank('#1d3557'));
    const [checkA, checkB, checkOther] = [
      await settledOrderCheck(a._id),
      await settledOrderCheck(b._id),
      await settledOrderCheck(other._id),
    ];
    expect(checkA.status).toBe('unreadable');
    expect(checkB.matches).toContainEqual({ kind: 'image', record: 'order', id: a._id, reference: a.trackingId });
    expect(checkA.matches).toContainEqual({ kind: 'image', record: 'order', id: b._id, reference: b.trackingId });
    // Two pictures without text are never 'the same' by their hashes.
    expect(checkOther.matches).toEqual([]);
  }, 120_000);

  it('flags a transaction ID seen on another order in a different picture, and not a replaced screenshot of the same order', async () => {
    const transactionId = newTransactionId();
    const first = await placeOrderWith(await proof(orderTotal, transactionId));
    const second = await placeOrderWith(await proof(orderTotal, transactionId, { dark: true }));
    const check = await settledOrderCheck(second._id);
    expect(check.matches).toContainEqual({
      kind: 'transaction',
      record: 'order',
      id: first._id,
      reference: first.trackingId,
    });
    expect((await settledOrderCheck(first._id)).matches).toContainEqual(
      expect.objectContaining({ kind: 'transaction', id: second._id }),
    );

    // The guest sends the same transfer again for their own order: a replacement, not a reuse.
    const own = await placeOrderWith(await proof(orderTotal));
    await settledOrderCheck(own._id);
    const again = await uploadScreenshot(t, undefined, GUEST_BROWSER, 'payment-screenshots', await proof(orderTotal));
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${own.trackingId}/screenshot`,
      headers: GUEST_BROWSER,
      payload: { screenshot: again },
      remoteAddress: randomIp(),
    });
    expect(replaced.statusCode).toBe(200);
    const current = await settledOrderCheck(own._id);
    expect(current.file).toBe(again);
    // Its earlier screenshot is the same picture, but the same order's own: never a match.
    expect(current.matches.filter((m) => m.id === own._id)).toEqual([]);
  }, 180_000);
});

describe('preorder payments', () => {
  const settledPreorderChecks = async (preorderId: string, count: number) =>
    (
      await staffReadOnceDone(
        `/api/preorders/${preorderId}/proof-checks`,
        preorderProofChecksSchema,
        ({ checks }) => checks.length === count && checks.every((c) => c.status !== 'pending'),
      )
    ).checks;

  it('checks the deposit against half the price, and the final payment once staff set its amount', async () => {
    const deposit = Math.ceil(product.price / 2);
    const screenshot = await uploadScreenshot(t, undefined, GUEST_BROWSER, 'payment-screenshots', await proof(deposit));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/preorders/guest',
      headers: GUEST_BROWSER,
      remoteAddress: randomIp(),
      payload: preorderPayload([product], [screenshot]),
    });
    expect(placed.statusCode).toBe(201);
    const preorder = await json(placed, preorderViewSchema);
    // The customer pays the rest before the shop has set delivery; staff add the screenshot they sent by WhatsApp.
    const finalDue = product.price - deposit + 500;
    const finalShot = await uploadScreenshot(t, admin, {}, 'payment-screenshots', await proof(finalDue - 200));
    const added = await t.app.inject({
      method: 'PUT',
      url: `/api/preorders/${preorder._id}/final-payment/screenshots`,
      headers: bearer(admin),
      payload: { screenshots: [finalShot] },
    });
    expect(added.statusCode).toBe(200);
    const before = await settledPreorderChecks(preorder.preorderId, 2);
    expect(before.map((c) => [c.payment, c.amount.finding, c.amount.due])).toEqual([
      ['initial', 'match', deposit],
      ['final', 'unknown', null],
    ]);
    expect(before[1]!.amount.read).toBe(finalDue - 200);

    // Delivery set: the final payment's proof is compared with its amount at once.
    const charged = await t.app.inject({
      method: 'PUT',
      url: `/api/preorders/${preorder._id}/delivery-charges`,
      headers: bearer(admin),
      payload: { amount: 500 },
    });
    expect(charged.statusCode).toBe(200);
    const after = await settledPreorderChecks(preorder.preorderId, 2);
    expect(after[1]).toMatchObject({ payment: 'final', amount: { finding: 'short', due: finalDue }, flagged: true });
    expect(after[1]!.flags).toContain('short by Rs 200');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/preorders?proofCheck=flagged&limit=100',
      headers: bearer(admin),
    });
    expect((await json(list, preorderPageSchema)).proofFlagged).toContain(preorder._id);
  }, 180_000);
});
