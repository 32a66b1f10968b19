// The unpaid-orders job on a real PostgreSQL with a clock the tests move (no sleeps): an order left unpaid past its
// deadline is cancelled once, its stock returned once, its history and the shopper's mail written; paid, shipped and
// extended orders are left alone; two services on one database running at once cancel each order exactly once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineTime } from '../../../domain/payment-deadline.ts';
import { DEFAULT_CONTACT } from '../../../domain/shop-contact.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { productStock } from '../../db/schema/catalog.ts';
import { productTag, type CacheTag } from '../../lib/cache-tags.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { bearer, randomIp, signedInAs } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { createOrdersService } from './orders.service.ts';
import { createUnpaidOrdersJob } from './unpaid-orders.job.ts';
import { createArtisanDirectory } from '../workshop/index.ts';

const HOUR = 3_600_000;
let t: TestApp;
let admin: { id: string; token: string };
/** The job's clock: hours after the real time the orders are placed at (the database stamps them). */
let clock = new Date();
const hoursFromNow = (hours: number) => (clock = new Date(Date.now() + hours * HOUR));
/** What the job told the shopper-facing caches, one entry per invalidate call. */
const invalidated: CacheTag[][] = [];

function ordersService(db: Database) {
  return createOrdersService({
    db,
    accounts: t.app.services.directory,
    artisans: createArtisanDirectory({ db }),
    uploads: t.app.services.uploads,
    outbox: t.app.services.outbox,
    invalidate: (tags) => void invalidated.push([...tags]),
    linkBaseUrl: TEST_LINK_BASE,
    replacedScreenshots: t.app.services.paymentProofs.replacedScreenshots,
    shopContact: async () => (await t.app.services.cached.settings.contactDetails()).contact,
    now: () => clock,
  });
}
const jobOn = (db: Database, batchSize = 2) =>
  createUnpaidOrdersJob({ orders: ordersService(db), intervalMs: 60_000, batchSize, log: () => undefined });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

async function placeOrders(count: number, stock = 10, email = 'hira@example.pk') {
  const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: stock } });
  const placed: { _id: string; trackingId: string; createdAt: string }[] = [];
  for (let i = 0; i < count; i++) {
    const payload = orderPayload([{ prodId: product.prodId, price: 3000, quantity: 2 }], await uploadScreenshot(t), {
      guestInfo: { name: 'Hira Baig', email, phoneNumber: '0300 1234567' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/guest',
      headers: GUEST_BROWSER,
      payload,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    placed.push(response.json());
  }
  return { product, placed };
}

const stockOf = async (productId: string) =>
  (
    await t.database.db
      .select({ stock: productStock.stock })
      .from(productStock)
      .where(eq(productStock.productId, productId))
  )[0]!.stock;
const statusOf = async (id: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const cancellations = (id: string) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'cancelled')));
const mailsAbout = async (trackingId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-unpaid-cancelled'))).filter(
    (m) => m.subject.includes(trackingId),
  );

describe('an order nobody pays', () => {
  it('is given the 72-hour deadline at placement, shown to the shopper holding its tracking ID and in the confirmation', async () => {
    const { placed } = await placeOrders(1);
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/orders/track/${placed[0]!.trackingId}` })).json();
    expect(tracked.paymentDeadline.hours).toBe(72);
    expect(new Date(tracked.paymentDeadline.dueAt).getTime() - new Date(placed[0]!.createdAt).getTime()).toBe(
      72 * HOUR,
    );
    const [confirmation] = (
      await t.database.db.select().from(notifications).where(eq(notifications.kind, 'order-confirmation'))
    ).filter((m) => m.subject.includes(placed[0]!.trackingId));
    expect(confirmation!.textBody).toContain(
      `Please pay by ${deadlineTime(tracked.paymentDeadline.dueAt)}; unpaid orders are cancelled after 72 hours.`,
    );
  });

  it('is cancelled once its deadline passes: stock back once, history by the shop, the shopper mailed, its product page invalidated', async () => {
    const { product, placed } = await placeOrders(1, 5, 'late.payer@example.pk');
    const order = placed[0]!;
    expect(await stockOf(product.id)).toBe(3);
    const job = jobOn(t.database.db);

    hoursFromNow(71);
    await job.runOnce();
    expect(await statusOf(order._id)).toBe('pending');

    hoursFromNow(73);
    const callsBefore = invalidated.length;
    await job.runOnce();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(5);
    // One call for the batch, naming this product's page (3 of 5 left became 5); an order still due from an earlier
    // test may be in the batch too.
    expect(invalidated.slice(callsBefore)).toHaveLength(1);
    expect(invalidated.at(-1)).toContain(productTag(product.id));
    const [entry, ...more] = await cancellations(order._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      note: 'cancelled: payment not received in 72 hours',
      actorName: 'Shop (automatic)',
      actorId: null,
    });
    const [mail, ...otherMails] = await mailsAbout(order.trackingId);
    expect(otherMails).toEqual([]);
    expect(mail!.recipient).toBe('late.payer@example.pk');
    expect(mail!.textBody).toContain('because its payment of Rs 6,400 did not reach us within 72 hours');
    expect(mail!.textBody).toContain(`Email: ${DEFAULT_CONTACT.email}`);
    expect(mail!.textBody).toContain(`Phone: ${DEFAULT_CONTACT.phone}`);
    // The demo shop's WhatsApp is its phone, stored in E.164: said once, not as a second number.
    expect(mail!.textBody).toContain('WhatsApp: the same number');

    // Another run, later still: nothing more happens to it.
    hoursFromNow(200);
    await job.runOnce();
    expect(await stockOf(product.id)).toBe(5);
    expect(await cancellations(order._id)).toHaveLength(1);
    expect(await mailsAbout(order.trackingId)).toHaveLength(1);
    expect(invalidated).toHaveLength(callsBefore + 1);
    // The view no longer asks anyone to pay for it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingId}` })).json().paymentDeadline,
    ).toBeNull();
  });

  it('re-opened by staff, takes its stock again and gets a fresh window instead of being cancelled again at once', async () => {
    const { product, placed } = await placeOrders(1, 4);
    const job = jobOn(t.database.db);
    hoursFromNow(73);
    await job.runOnce();
    expect(await stockOf(product.id)).toBe(4);
    await ordersService(t.database.db).updateStatus(
      { id: admin.id, role: 'admin', mustChangePassword: false },
      placed[0]!._id,
      { status: 'pending' },
    );
    expect(await stockOf(product.id)).toBe(2);
    await job.runOnce();
    expect(await statusOf(placed[0]!._id)).toBe('pending');
    hoursFromNow(73 + 73);
    await job.runOnce();
    expect(await statusOf(placed[0]!._id)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(4);
  });
});

describe('orders the job leaves alone', () => {
  it('a paid order, and an unpaid one already shipped', async () => {
    const { product, placed } = await placeOrders(2);
    const [paid, shipped] = placed as [(typeof placed)[0], (typeof placed)[0]];
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${paid._id}/payment`,
          headers: bearer(admin.token),
          payload: { paymentStatus: 'paid' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${shipped._id}/status`,
          headers: bearer(admin.token),
          payload: { status: 'shipped', noTracking: true },
        })
      ).statusCode,
    ).toBe(200);
    hoursFromNow(500);
    await jobOn(t.database.db).runOnce();
    expect(await statusOf(paid._id)).toBe('pending');
    expect(await statusOf(shipped._id)).toBe('shipped');
    expect(await stockOf(product.id)).toBe(6);
  });

  it('an order whose deadline staff extended, until the new deadline passes', async () => {
    const { product, placed } = await placeOrders(1);
    const order = placed[0]!;
    const extended = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/payment-deadline`,
      headers: bearer(admin.token),
      payload: { extendByHours: 24 },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().paymentDeadline.hours).toBe(96);
    const job = jobOn(t.database.db);
    hoursFromNow(73);
    await job.runOnce();
    expect(await statusOf(order._id)).toBe('pending');
    hoursFromNow(97);
    await job.runOnce();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
    expect((await cancellations(order._id))[0]!.note).toBe('cancelled: payment not received in 96 hours');
  });
});

describe('several instances on one database', () => {
  it('two services running the job at the same time cancel each order once and return its stock once', async () => {
    const { product, placed } = await placeOrders(7, 14);
    expect(await stockOf(product.id)).toBe(0);
    const second = connectDatabase(t.database.pool.options.connectionString!, { max: 5 });
    try {
      const [a, b] = [jobOn(t.database.db), jobOn(second.db)];
      hoursFromNow(600);
      const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      // runOnce() called again while a run is going answers that run: the two first runs are what happened.
      expect(counts[0]! + counts[1]!).toBe(7);
    } finally {
      await second.close();
    }
    expect(await stockOf(product.id)).toBe(14);
    for (const order of placed) {
      expect(await statusOf(order._id)).toBe('cancelled');
      expect(await cancellations(order._id)).toHaveLength(1);
      expect(await mailsAbout(order.trackingId)).toHaveLength(1);
    }
  });
});
