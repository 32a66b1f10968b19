// How many SQL statements a guest placement sends to PostgreSQL, from the request to its confirmation's delivery:
// the same for a bag of ten lines as for one (issue 18), so a large bag costs no more round trips than a small one.
// The payment screenshot's check is queued in the placement's write and read later by a background job (issue 20),
// which this test keeps from starting so that only the placement is counted.
import type pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { randomIp } from '../../test/accounts.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, freshDatabase, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';

/** Records the text of every statement the pool's connections send while recording; the app is not changed for it,
 *  only handed a pool whose connections report what they send. */
function statementRecorder(pool: pg.Pool) {
  let recorded: string[] | undefined;
  pool.on('connect', (client) => {
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [query] = args;
      recorded?.push(typeof query === 'string' ? query : (query as { text: string }).text);
      return send(...args);
    }) as typeof client.query;
  });
  return {
    start: () => void (recorded = []),
    sent: () => recorded ?? [],
    stop: () => {
      const sent = recorded ?? [];
      recorded = undefined;
      return sent;
    },
  };
}

let database: DatabaseHandle;
let t: TestApp;
let recorder: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  database = await freshDatabase();
  recorder = statementRecorder(database.pool);
  t = await buildTestApp({ database });
  await t.app.services.proofChecks.stop();
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** Places a guest order of `lines` lines (products in sizes S and M) and answers the statements it sent, counted until
 *  its confirmation email was delivered. */
async function statementsOfPlacement(lines: number): Promise<string[]> {
  const products = await Promise.all(
    Array.from({ length: Math.ceil(lines / 2) }, () =>
      createProduct(t.database.db, t.app.services, { price: 2000, sizeStock: { S: 5, M: 5 } }),
    ),
  );
  const items = Array.from({ length: lines }, (_, i) => ({
    prodId: products[Math.floor(i / 2)]!.prodId,
    price: 2000,
    size: i % 2 ? 'M' : 'S',
  }));
  const screenshot = await uploadScreenshot(t);
  recorder.start();
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    payload: orderPayload(items, screenshot),
    remoteAddress: randomIp(),
    headers: { ...GUEST_BROWSER, 'idempotency-key': `statements-${lines}-${Date.now()}` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().items).toHaveLength(lines);
  // The confirmation goes out after the answer: wait for its delivery to be recorded as sent.
  await vi.waitFor(() => expect(recorder.sent().some((s) => /set status = 'sent'/.test(s))).toBe(true), {
    timeout: 5_000,
  });
  return recorder.stop();
}

it('sends as many statements for ten lines as for one', async () => {
  // The first placement also fills the shop's read caches (delivery rates, order rules, payment accounts).
  await statementsOfPlacement(1);
  const oneLine = await statementsOfPlacement(1);
  const tenLines = await statementsOfPlacement(10);
  expect(tenLines.length, tenLines.join('\n')).toBe(oneLine.length);
  // The rate-limit count, the quote, the screenshot's check, then begin, the stock, one write of the order with its
  // lines, history, proof and confirmation, commit; the change notice; after the answer, the mail's claim and its
  // delivery record.
  expect(oneLine.length, oneLine.join('\n')).toBe(10);
  expect(oneLine.some((s) => s.includes('insert into "proof_checks"'))).toBe(true);
});
