// The built-in shop assistant's benchmark: questions shoppers ask (half English, half Roman Urdu or mixed, with
// misspellings) against the demo catalog through POST /api/chatbot/chat, each with what the answer must and must not
// hold. The score is printed and must stay at or above 90%; README.md reports it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponseView } from '../../../domain/schemas/chatbot.ts';
import { orderViewSchema } from '../../../domain/schemas/order-views.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { DEMO_PAYMENT, DEMO_PRODUCTS } from '../../seed/demo-catalog.ts';
import { randomIp } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../../test/orders.ts';
import { BENCHMARK, type BenchmarkRow } from './assistant-benchmark.table.ts';

let t: TestApp;
let trackingId = '';

beforeAll(async () => {
  t = await buildTestApp();
  for (const p of DEMO_PRODUCTS)
    await createProduct(t.database.db, t.app.services, {
      prodId: p.prodId,
      name: p.name,
      description: p.description,
      price: p.price,
      category: p.category,
      colors: p.colors,
      sizeStock: p.sizeStock,
      isActive: p.isActive,
      images: 0,
    });
  await t.database.db
    .insert(shopSettings)
    .values({ key: 'payment', value: { ...DEMO_PAYMENT, easypaisa: { ...DEMO_PAYMENT.easypaisa, qrMediaId: null } } });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/guest',
    payload: orderPayload(
      [{ prodId: 'GRL-FRK-005', price: 2450, size: 'M', color: 'White' }],
      await uploadScreenshot(t),
    ),
    remoteAddress: randomIp(),
    headers: GUEST_BROWSER,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  trackingId = (await json(placed, orderViewSchema)).trackingId;
}, 120_000);
afterAll(() => t.close());

async function ask(app: TestApp, message: string): Promise<ChatResponseView> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/chatbot/chat',
    payload: { message, conversationHistory: [] },
    remoteAddress: randomIp(),
  });
  expect(response.statusCode, message).toBe(200);
  return response.json();
}

/** Everything the shopper sees of an answer: its text, its cards and its links. */
const shown = (a: ChatResponseView) =>
  [
    a.response,
    ...(a.products ?? []).map((p) => `${p.prodId} ${p.name} ${p.href}`),
    ...(a.links ?? []).map((l) => l.href),
  ]
    .join('\n')
    .toLowerCase();

function failures(row: BenchmarkRow, answer: ChatResponseView): string[] {
  const text = shown(answer);
  const fill = (s: string) => s.replace('{order}', trackingId).toLowerCase();
  return [
    ...row.has.filter((s) => !text.includes(fill(s))).map((s) => `missing "${s}"`),
    ...(row.not ?? []).filter((s) => text.includes(fill(s))).map((s) => `holds "${s}"`),
  ];
}

describe('the built-in assistant benchmark', () => {
  it('has at least 80 questions, half of them Roman Urdu or mixed', () => {
    expect(BENCHMARK.length).toBeGreaterThanOrEqual(80);
    expect(BENCHMARK.filter((r) => r.lang === 'ur').length * 2).toBeGreaterThanOrEqual(BENCHMARK.length);
  });

  it('answers at least 90% of them right, from the shop’s own data', async () => {
    const wrong: string[] = [];
    for (const row of BENCHMARK) {
      const question = row.q.replace('{order}', trackingId);
      const answer = await ask(t, question);
      // Never an address outside the shop but its own WhatsApp and social pages, whatever the question.
      for (const link of answer.links ?? []) expect(link.href, question).toMatch(/^\/|^https:\/\/wa\.me\//);
      const problems = failures(row, answer);
      if (problems.length) wrong.push(`${question}\n  -> ${answer.response}\n  ${problems.join('; ')}`);
    }
    const correct = BENCHMARK.length - wrong.length;
    process.stdout.write(`Shop assistant benchmark: ${correct} / ${BENCHMARK.length} correct\n${wrong.join('\n')}\n`);
    expect(correct / BENCHMARK.length).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
