// Request IDs (issue 19): every answer carries X-Request-Id, a caller's short safe ID is kept and anything else
// replaced, and the log lines of a request carry it: Fastify's own, the error handler's, and the services' own lines
// written while the request runs (a mail delivery failing after an order), also after its body was read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../test/orders.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const logLines: string[] = [];
const logged = () => logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });

beforeAll(async () => {
  // Mail goes to a port nothing listens on, so delivering an order's confirmation fails and the outbox logs it.
  t = await buildTestApp({ logLines, smtpUrl: 'smtp://127.0.0.1:9', allowedHosts: ['hunar.pk'] });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('request IDs', () => {
  it('answers a new random ID on every response, also a refusal and a 404', async () => {
    const first = await get('/api/health');
    const second = await get('/api/health');
    expect(first.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(first.headers[REQUEST_ID_HEADER]).not.toBe(second.headers[REQUEST_ID_HEADER]);
    expect((await get('/api/no-such-thing')).headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const misdirected = await get('/api/health', { host: 'evil.example' });
    expect(misdirected.statusCode).toBe(421);
    expect(misdirected.headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });

  it("keeps a caller's short safe ID and replaces one too long or with odd characters", async () => {
    for (const safe of ['edge-7f3a.b:1', 'a', 'A'.repeat(64), 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b'])
      expect((await get('/api/health', { [REQUEST_ID_HEADER]: safe })).headers[REQUEST_ID_HEADER]).toBe(safe);
    for (const unsafe of ['A'.repeat(65), 'abc def', '<script>', 'id"quoted', '../etc', '-leading', 'ünïcode', ''])
      expect((await get('/api/health', { [REQUEST_ID_HEADER]: unsafe })).headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });

  it("puts the ID on the request's log lines and on the lines services write while it runs", async () => {
    const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 3 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t));
    const id = 'order-7d1c2b';
    // Over a real connection: the body arrives on the socket's events, outside the context the request began in.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const placed = await fetch(`${address}/api/orders/guest`, {
      method: 'POST',
      headers: { ...GUEST_BROWSER, 'content-type': 'application/json', [REQUEST_ID_HEADER]: id },
      body: JSON.stringify(payload),
    });
    expect(placed.status, await placed.text()).toBe(201);
    expect(placed.headers.get(REQUEST_ID_HEADER)).toBe(id);
    // The confirmation's delivery runs on after the answer: wait for the outbox's own line about it.
    const deadline = Date.now() + 10_000;
    const failure = () => logged().find((line) => /not delivered/.test(line.msg ?? ''));
    while (!failure() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(failure()?.reqId).toBe(id);
    const own = logged().filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // Each line carries it once: the request's own logger is not given it a second time.
    for (const line of logLines.filter((l) => l.includes(id))) expect(line.split(`"reqId"`).length).toBe(2);
    // A line written outside any request has none.
    t.app.log.warn('outside any request');
    expect(logged().find((line) => line.msg === 'outside any request')?.reqId).toBeUndefined();
  });

  it('gives a failed request the same ID in its header, its body and its log line', async () => {
    const id = 'broken-json-1';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: id },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers[REQUEST_ID_HEADER]).toBe(id);
    expect(logged().filter((line) => line.reqId === id).length).toBeGreaterThan(0);
  });
});
