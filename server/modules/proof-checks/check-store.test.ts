// Comparing a proof with thousands stored (issue 20, a year of a busy shop's orders) on a real PostgreSQL: the one
// copy among them is found, the near-twins of one app's template are not, and the server keeps answering meanwhile
// (the comparisons yield to the event loop instead of holding every request up for seconds).
import { eq } from 'drizzle-orm';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofCheckMatches, proofChecks } from '../../db/schema/proof-checks.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { placeGuestOrder } from '../../test/orders.ts';
import { storeReading } from './check-store.ts';
import type { ProofReading } from './proof-reading.ts';

const LINE_HEX = 120;
const MAX_LINES = 24;
const STORED = 3_000;

/** A made-up text line's hash: `seed` decides its bits, so different seeds give lines far apart. */
const line = (seed: number) => {
  let state = seed * 2654435761;
  let hex = '';
  for (let i = 0; i < LINE_HEX; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    hex += ((state >>> 16) & 15).toString(16);
  }
  return hex;
};
/** A receipt of one app: its 10 template lines (title, payee, account, labels) and 3 lines of its own (amount, ID,
 *  time). Two receipts are 3 lines apart on each side: distance 6, not the same screenshot. */
const template = Array.from({ length: 10 }, (_, i) => line(i + 1));
const receipt = (n: number) => {
  const lines = [
    ...template.slice(0, 4),
    line(1_000 + 3 * n),
    line(1_001 + 3 * n),
    line(1_002 + 3 * n),
    ...template.slice(4),
  ];
  return [...lines, ...Array<string>(MAX_LINES - lines.length).fill('0'.repeat(LINE_HEX))].join('');
};

const reading: ProofReading = {
  readable: true,
  amount: null,
  transactionId: null,
  paidAt: null,
  accountDigits: null,
  confidence: 90,
  text: '',
};
const noAccounts = { paymentAccounts: async () => ({ bank: null, easypaisa: null }) };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The checks are run by hand here, with made-up hashes, not by the background job's OCR.
  await t.app.services.proofChecks.stop();
}, 60_000);
afterAll(() => t.close());

describe('a proof compared with thousands stored', () => {
  it('finds the one copy among 3,000 receipts of the same template, and the event loop is never held for long', async () => {
    const { db } = t.database;
    const product = await createProduct(db, t.app.services, { price: 4_000 });
    const earlier = await placeGuestOrder(t, product.prodId, 4_000);
    const current = await placeGuestOrder(t, product.prodId, 4_000);
    const [owned] = await db
      .select({ id: proofChecks.id })
      .from(proofChecks)
      .where(eq(proofChecks.orderId, current._id));
    const checkId = owned!.id;

    // 3,000 stored proofs of the earlier order: receipts 1..3,000 of the template; receipt 1,234 is the one this
    // check's screenshot is a copy of.
    const expiresAt = new Date();
    let copyOf = '';
    for (let from = 0; from < STORED; from += 500) {
      const files = await db
        .insert(uploads)
        .values(
          Array.from({ length: 500 }, () => ({
            bucket: 'payment-screenshots',
            declaredType: 'image/png',
            originalName: 'receipt.png',
            status: 'stored',
            expiresAt,
          })),
        )
        .returning({ id: uploads.id });
      const stored = await db
        .insert(proofChecks)
        .values(
          files.map((file, i) => ({
            uploadId: file.id,
            orderId: earlier._id,
            status: 'done' as const,
            imageHash: receipt(from + i + 1),
          })),
        )
        .returning({ id: proofChecks.id, imageHash: proofChecks.imageHash });
      copyOf ||= stored.find((row) => row.imageHash === receipt(1_234))?.id ?? '';
    }
    expect(copyOf).not.toBe('');

    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const started = performance.now();
    await storeReading(db, { id: checkId }, reading, receipt(1_234), noAccounts);
    const tookMs = performance.now() - started;
    lag.disable();

    const matches = await db.select().from(proofCheckMatches).where(eq(proofCheckMatches.checkId, checkId));
    expect(matches.map((m) => [m.otherCheckId, m.kind])).toEqual([[copyOf, 'image']]);
    const [check] = await db.select().from(proofChecks).where(eq(proofChecks.id, checkId));
    expect(check).toMatchObject({ status: 'done', flagged: true });
    // Compared as before (each hash parsed per comparison, all in one turn), the 3,000 took 0.73 s here and held the
    // loop for 0.69 s of it; now 0.12 s, the loop never held over 15 ms on a quiet machine. The bound leaves room for
    // what a loaded 2-core CI adds to any loop (a collection, a descheduled process: 101 ms and 273 ms were seen) and
    // still fails the old comparison by more than half.
    expect(lag.max / 1e6).toBeLessThan(300);
    expect(tookMs).toBeLessThan(3_000);
  }, 120_000);
});
