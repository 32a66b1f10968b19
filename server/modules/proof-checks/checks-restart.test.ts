// The proof-check queue outlives the process (issue 20): a check still pending when an instance stops is read by the
// next one on the same database; a file that cannot be read is tried again with back-off and then given up as failed,
// never guessed; a stop gives its unfinished claims back at once (issue 28); and whatever the check found, the
// shopper's own views of a flagged order and preorder never carry it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preorderViewSchema } from '../../../domain/schemas/preorder-views.ts';
import { orderProofCheckSchema } from '../../../domain/schemas/proof-check-views.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { proofChecks } from '../../db/schema/proof-checks.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { createWorkQueue } from '../../lib/work-queue.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, freshDatabase, type TestApp } from '../../test/harness.ts';
import { placeSignedInOrder, uploadScreenshot } from '../../test/orders.ts';
import { preorderPayload } from '../../test/preorders.ts';
import { createProofRenderer, type ProofRenderer } from '../../test/proof-screenshots.ts';
import { createProofChecks, STOP_GRACE_MS } from './checks.service.ts';

let database: DatabaseHandle;
let renderer: ProofRenderer;
/** Both instances keep files in one place, as two instances on one object store do. */
const storageDir = path.join(import.meta.dirname, '../../../.tmp', `proof-restart-${process.pid}`);
const storage = localStorage(storageDir);

beforeAll(async () => {
  [database, renderer] = await Promise.all([freshDatabase(), createProofRenderer()]);
}, 60_000);
afterAll(async () => {
  await renderer.close();
  await database.close();
  await fs.rm(storageDir, { recursive: true, force: true });
});

const proof = (amount: number, transactionId: string) =>
  renderer.render({ style: 'easypaisa', amount, transactionId, paidAt: new Date(), account: '0345 ****567' });

/** `read` once `done` holds of it (the checks run in the background). */
const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error('not yet');
      return value;
    },
    { timeout: 90_000, interval: 250 },
  );

const checksOf = (orderId: string) => database.db.select().from(proofChecks).where(eq(proofChecks.orderId, orderId));

describe('a check pending at shutdown', () => {
  it('is read by the next instance on the same database', async () => {
    const first = await buildTestApp({ database, storage });
    let orderId: string;
    try {
      const customer = await registerCustomer(first);
      const product = await createProduct(database.db, first.app.services, { price: 4_000, sizeStock: { S: 5 } });
      // The instance is shutting down: its checks have stopped, and the order placed meanwhile is only queued.
      await first.app.services.proofChecks.stop();
      const placed = await placeSignedInOrder(
        first,
        customer.token,
        product.prodId,
        4_000,
        await proof(4_000, '88001234567'),
      );
      orderId = placed._id;
    } finally {
      await first.close();
    }
    expect((await checksOf(orderId))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    const second = await buildTestApp({ database, storage });
    try {
      // As main.ts does once listening: the sweep takes what is due, the check left behind first.
      second.app.services.proofChecks.start();
      const [check] = await waitFor(
        () => checksOf(orderId),
        ([c]) => c?.status !== 'pending',
      );
      expect(check).toMatchObject({ status: 'done', attempts: 1, transactionId: '88001234567' });
      expect(check!.imageHash).toMatch(/^[0-9a-f]+$/);
    } finally {
      await second.close();
    }
  }, 180_000);
});

describe('a stop while screenshots are being read (issue 28)', () => {
  it('takes nothing new, abandons the read in progress within 2 s and gives every unfinished claim back', async () => {
    const t = await buildTestApp({ database, storage });
    const orderIds: string[] = [];
    try {
      const customer = await registerCustomer(t);
      const product = await createProduct(database.db, t.app.services, { price: 3_000, sizeStock: { S: 5 } });
      // The app's own reader is stopped, so the three checks stay queued for the slow one below.
      await t.app.services.proofChecks.stop();
      for (const n of [1, 2, 3])
        orderIds.push(
          (await placeSignedInOrder(t, customer.token, product.prodId, 3_000, await proof(3_000, `5500${n}`)))._id,
        );
      const checks = () => database.db.select().from(proofChecks).where(inArray(proofChecks.orderId, orderIds));

      // A reader whose OCR never finishes: a screenshot stuck in a long recognition.
      let reading = 0;
      const stuck = createProofChecks({
        db: database.db,
        readUpload: t.app.services.uploads.readStored,
        imageQueue: createWorkQueue('image', { concurrency: 1, maxWaiting: 4 }),
        paymentAccounts: async () => ({ bank: null, easypaisa: null }),
        log: () => undefined,
        createOcr: () => ({ read: () => (reading++, new Promise(() => undefined)), close: async () => undefined }),
      });
      stuck.start();
      await waitFor(
        async () => reading,
        (n) => n === 1,
      );
      expect((await checks()).filter((c) => c.attempts === 1)).toHaveLength(3); // the batch is claimed

      const stopping = Date.now();
      await stuck.stop();
      expect(Date.now() - stopping).toBeLessThan(2_000);
      expect(Date.now() - stopping).toBeGreaterThanOrEqual(STOP_GRACE_MS - 50);
      expect(reading).toBe(1); // nothing new begun after the stop
      for (const check of await checks()) {
        expect(check).toMatchObject({ status: 'pending', attempts: 0 });
        expect(check.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      // Read by nobody here: removed, so the next test's reader finds only its own checks.
      if (orderIds.length) await database.db.delete(proofChecks).where(inArray(proofChecks.orderId, orderIds));
      await t.close();
    }
  }, 180_000);
});

describe('a screenshot that cannot be read', () => {
  it('is tried again a few times, then marked failed, never guessed', async () => {
    const t = await buildTestApp({ database, storage });
    try {
      const customer = await registerCustomer(t);
      const product = await createProduct(database.db, t.app.services, { price: 5_000, sizeStock: { S: 5 } });
      const image = await proof(5_000, '66001234567');
      const { _id: orderId } = await placeSignedInOrder(t, customer.token, product.prodId, 5_000, image);
      const [read] = await waitFor(
        () => checksOf(orderId),
        ([c]) => c?.status === 'done',
      );
      // The stored file is lost (a storage failure), and the check is asked for again.
      const [file] = await database.db.select().from(uploads).where(eq(uploads.id, read!.uploadId));
      await storage.remove(file!.storageKey!);
      const again = { status: 'pending' as const, attempts: 0, nextAttemptAt: new Date() };
      await database.db.update(proofChecks).set(again).where(eq(proofChecks.id, read!.id));

      for (let attempt = 1; attempt <= 4; attempt++) {
        await t.app.services.proofChecks.kick();
        const [check] = await checksOf(orderId);
        expect(check).toMatchObject({
          attempts: attempt,
          status: attempt < 4 ? 'pending' : 'failed',
          lastError: 'the screenshot is missing from storage',
        });
        // The next try waits its back-off; the test moves it to now.
        expect(check!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
        await database.db.update(proofChecks).set({ nextAttemptAt: new Date() }).where(eq(proofChecks.id, read!.id));
      }
      const admin = await signedInAs(t, 'admin');
      const staffView = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/proof-check`,
        headers: bearer(admin.token),
      });
      expect(staffView.json()).toMatchObject({ check: { status: 'failed' } });
      // Given up: no later run takes it.
      await t.app.services.proofChecks.kick();
      expect((await checksOf(orderId))[0]).toMatchObject({ status: 'failed', attempts: 4 });
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('what shoppers see of a flagged proof', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database, storage });
  });
  afterAll(() => t.close());

  it('is nothing: their order, order list, tracking page, preorder and preorder tracking carry none of it', async () => {
    const customer = await registerCustomer(t);
    const admin = await signedInAs(t, 'admin');
    const product = await createProduct(database.db, t.app.services, { price: 6_000, sizeStock: { S: 5 } });
    const image = await proof(1_000, '77001234567');
    const placed = await placeSignedInOrder(t, customer.token, product.prodId, 6_000, image);
    const preorder = await t.app.inject({
      method: 'POST',
      url: '/api/preorders',
      headers: bearer(customer.token),
      remoteAddress: randomIp(),
      payload: JSON.parse(
        JSON.stringify(
          preorderPayload(
            [{ prodId: product.prodId, price: 6_000 }],
            [await uploadScreenshot(t, customer.token, {}, 'payment-screenshots', image)],
            { guestInfo: undefined },
          ),
        ),
      ) as object,
    });
    const pre = await json(preorder, preorderViewSchema);
    // Short, and the same screenshot and transaction ID on both: flagged for staff.
    const staffView = await waitFor(
      async () =>
        await json(
          await t.app.inject({
            method: 'GET',
            url: `/api/orders/${placed._id}/proof-check`,
            headers: bearer(admin.token),
          }),
          orderProofCheckSchema,
        ),
      ({ check }) => check !== null && check.status !== 'pending' && check.matches.length > 0,
    );
    expect(staffView.check?.flagged).toBe(true);

    for (const url of [
      `/api/orders/${placed._id}`,
      `/api/orders/track/${placed.trackingId}`,
      '/api/orders/user/orders',
      `/api/preorders/${pre._id}`,
      `/api/preorders/track/${pre.preorderId}`,
      '/api/preorders/user/preorders',
    ]) {
      const seen = await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
      expect(seen.statusCode, url).toBe(200);
      expect(seen.body, url).not.toMatch(/proof|flag|77001234567|short by|matches|confidence/i);
    }
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/preorders/${pre._id}/proof-checks`,
      headers: bearer(customer.token),
    });
    expect(asked.statusCode).toBe(403);
  }, 180_000);
});
