// Attacks on stock and on order mail (issue 11), as rows to join the main table in server/security.test.ts: each is sent
// through the real app on the real database, with the safe outcome the shop must answer with and what must still hold.
// The stock-hoarding row moves the unpaid-orders job's clock instead of waiting 72 hours.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_MESSAGES } from '../domain/accounts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStock } from './db/schema/catalog.ts';
import { notifications } from './db/schema/notifications.ts';
import { orders } from './db/schema/orders.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createUnpaidOrdersJob } from './modules/orders/unpaid-orders.job.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from './test/accounts.ts';
import { createProduct } from './test/factories.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from './test/harness.ts';
import { orderPayload, uploadScreenshot } from './test/orders.ts';

interface Expected {
  status: number;
  error?: string | RegExp;
}

interface Attack {
  attack: string;
  request: (t: TestApp) => Promise<LightMyRequestResponse>;
  expected: Expected;
  after?: (t: TestApp, response: LightMyRequestResponse) => Promise<void>;
}

const stockOf = async (t: TestApp, productId: string) => (await t.database.db.select({ stock: productStock.stock }).from(productStock).where(eq(productStock.productId, productId)))[0]!.stock;
/** The product each row buys, made in the row's request and checked in its `after`. */
const hoarded = { productId: '' };

/** The unpaid-orders job as main.ts runs it, with its clock `hours` ahead of now. */
function jobAt(t: TestApp, hours: number) {
  const orders = createOrdersService({
    db: t.database.db,
    uploads: t.app.services.uploads,
    outbox: t.app.services.outbox,
    onStockChanged: () => t.app.services.caches.clearAll(),
    linkBaseUrl: TEST_LINK_BASE,
    shopContact: async () => (await t.app.services.settings.contactDetails()).contact,
    now: () => new Date(Date.now() + hours * 3_600_000),
  });
  return createUnpaidOrdersJob({ orders, intervalMs: 60_000, batchSize: 20, log: () => undefined });
}

const ATTACKS: Attack[] = [
  {
    attack: 'buys up every piece as a guest with any PNG as "proof" and never pays, to hold the stock for ever',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 3 } });
      hoarded.productId = product.id;
      const payload = orderPayload([{ prodId: product.prodId, price: 3000, quantity: 3 }], await uploadScreenshot(t));
      return t.app.inject({ method: 'POST', url: '/api/orders/guest', payload, remoteAddress: randomIp() });
    },
    // Placing is allowed (the proof is checked by a person); holding is not.
    expected: { status: 201 },
    after: async (t, response) => {
      expect(await stockOf(t, hoarded.productId)).toBe(0);
      await jobAt(t, 71).runOnce();
      expect(await stockOf(t, hoarded.productId)).toBe(0);
      await jobAt(t, 73).runOnce();
      expect(await stockOf(t, hoarded.productId)).toBe(3);
      const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, response.json()._id));
      expect(row!.status).toBe('cancelled');
    },
  },
  {
    attack: 'a worker (no payments:update) extends an unpaid order’s deadline to keep its stock held',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const placed = await t.app.inject({ method: 'POST', url: '/api/orders/guest', payload: orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t)), remoteAddress: randomIp() });
      const worker = await signedInAs(t, 'worker');
      return t.app.inject({ method: 'PUT', url: `/api/orders/${placed.json()._id}/payment-deadline`, headers: bearer(worker.token), payload: { extendByHours: 168 } });
    },
    expected: { status: 403, error: ACCOUNT_MESSAGES.notAllowed },
  },
  {
    attack: 'staff extend a deadline by months in one go',
    request: async (t) => {
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const placed = await t.app.inject({ method: 'POST', url: '/api/orders/guest', payload: orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t)), remoteAddress: randomIp() });
      const coordinator = await signedInAs(t, 'coordinator');
      return t.app.inject({ method: 'PUT', url: `/api/orders/${placed.json()._id}/payment-deadline`, headers: bearer(coordinator.token), payload: { extendByHours: 24 * 90 } });
    },
    expected: { status: 400, error: 'Hours to add must be at most 168' },
  },
  {
    attack: 'a signed-in shopper types a stranger’s email into guestInfo, so the shop mails the stranger an order in their name',
    request: async (t) => {
      const shopper = await registerCustomer(t);
      const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 2 } });
      const payload = orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t, shopper.token), {
        guestInfo: { name: 'Shopper', email: 'victim@example.pk', phoneNumber: '0300 1234567' },
      });
      return t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(shopper.token), payload, remoteAddress: randomIp() });
    },
    // The order goes through; its mail and its customer_email are the account's.
    expected: { status: 201 },
    after: async (t, response) => {
      const order = response.json() as { _id: string; user: { email: string }; contact: { email: string } };
      expect(order.contact.email).toBe(order.user.email);
      const [row] = await t.database.db.select({ customerEmail: orders.customerEmail }).from(orders).where(eq(orders.id, order._id));
      expect(row!.customerEmail).toBe(order.user.email);
      expect(await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'victim@example.pk'))).toEqual([]);
    },
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('what the shop refuses: stock and order mail', () => {
  it.each(ATTACKS.map((a) => [a.attack, a] as const))('%s', async (_title, { request, expected, after }) => {
    const response = await request(t);
    expect(response.statusCode, response.body).toBe(expected.status);
    if (expected.error !== undefined) {
      const { error } = response.json() as { error: string };
      if (typeof expected.error === 'string') expect(error).toBe(expected.error);
      else expect(error).toMatch(expected.error);
    }
    await after?.(t, response);
  });
});
