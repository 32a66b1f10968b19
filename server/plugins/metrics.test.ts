// /metrics (issue 19): Prometheus text that a strict reader accepts, counters that move with what the shop does
// (requests by route pattern, orders and preorders placed, shared pages served from memory), the bearer token, and
// METRICS_PORT serving it on a listener of its own while the main port answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { GUEST_BROWSER, orderPayload, uploadScreenshot } from '../test/orders.ts';
import { placePreorder } from '../test/preorders.ts';
import { parsePrometheusText, sampleValue, type MetricFamily } from '../test/prometheus-text.ts';
import { METRICS_REFUSED } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics on the main port, behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ storefront: true, metrics: { token: TOKEN } });
  });
  afterAll(() => t.close());

  async function scrape(): Promise<Map<string, MetricFamily>> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return parsePrometheusText(response.body);
  }

  it('answers Prometheus text with the shop’s families and the process’s', async () => {
    const families = await scrape();
    const expected: Record<string, string> = {
      shop_http_requests_total: 'counter',
      shop_http_request_duration_seconds: 'histogram',
      shop_cache_lookups_total: 'counter',
      shop_orders_placed_total: 'counter',
      shop_preorders_placed_total: 'counter',
      shop_mail_delivery_failures_total: 'counter',
      shop_mail_backlog: 'gauge',
      shop_mail_oldest_due_seconds: 'gauge',
      shop_db_pool_connections: 'gauge',
      shop_db_pool_waiting: 'gauge',
      shop_work_queue_tasks: 'gauge',
      process_cpu_user_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) expect(families.get(name)?.type, name).toBe(type);
    // Scrape-time gauges read what they describe: a connection held from the pool shows as in use while it is held,
    // and both image queues and both mail states are there.
    const inUse = { state: 'in_use' };
    const held = await t.database.pool.connect();
    try {
      expect(sampleValue(await scrape(), 'shop_db_pool_connections', inUse)).toBe(
        sampleValue(families, 'shop_db_pool_connections', inUse) + 1,
      );
    } finally {
      held.release();
    }
    expect(sampleValue(families, 'shop_db_pool_waiting')).toBe(0);
    const queues = families.get('shop_work_queue_tasks')!.samples.map((s) => `${s.labels.queue} ${s.labels.state}`);
    expect(queues.sort()).toEqual(['avif running', 'avif waiting', 'image running', 'image waiting']);
    expect(sampleValue(families, 'shop_mail_backlog', { status: 'pending' })).toBeGreaterThanOrEqual(0);
    expect(
      families
        .get('shop_mail_backlog')!
        .samples.map((s) => s.labels.status)
        .sort(),
    ).toEqual(['pending', 'sending']);
  });

  it('counts requests by route pattern, never by the URL with its IDs and query', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/products/:id', status: '404' };
    for (const id of ['0b3f7a52-1111-4c3e-9a60-1f2d3c4b5a60', '0b3f7a52-2222-4c3e-9a60-1f2d3c4b5a60'])
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}?utm_source=x` })).statusCode).toBe(404);
    const after = await scrape();
    expect(sampleValue(after, 'shop_http_requests_total', route)).toBe(
      sampleValue(before, 'shop_http_requests_total', route) + 2,
    );
    const timed = { method: 'GET', route: '/api/products/:id' };
    expect(sampleValue(after, 'shop_http_request_duration_seconds_count', timed)).toBe(
      sampleValue(before, 'shop_http_request_duration_seconds_count', timed) + 2,
    );
    const routes = new Set(after.get('shop_http_requests_total')!.samples.map((s) => s.labels.route));
    expect([...routes].filter((r) => /[0-9a-f]{8}-|\?/.test(r!))).toEqual([]);
    // A path no route declares is one series, whatever was asked.
    await t.app.inject({ method: 'POST', url: '/no/such/thing/123' });
    expect(sampleValue(await scrape(), 'shop_http_requests_total', { route: 'unmatched', method: 'POST' })).toBe(1);
  });

  it('counts orders and preorders placed, and not a replayed Idempotency-Key', async () => {
    const before = await scrape();
    const product = await createProduct(t.database.db, t.app.services, { price: 3000, sizeStock: { S: 5 } });
    const payload = orderPayload([{ prodId: product.prodId, price: 3000 }], await uploadScreenshot(t));
    const headers = { ...GUEST_BROWSER, 'idempotency-key': 'metrics-order-key-1' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/guest',
        headers,
        payload,
        remoteAddress: randomIp(),
      });
      expect(placed.statusCode, placed.body).toBeLessThan(300);
    }
    await placePreorder(t, [{ prodId: product.prodId, price: 3000 }]);
    const after = await scrape();
    const checkout = { channel: 'checkout' };
    expect(sampleValue(after, 'shop_orders_placed_total', checkout)).toBe(
      sampleValue(before, 'shop_orders_placed_total', checkout) + 1,
    );
    expect(sampleValue(after, 'shop_preorders_placed_total', checkout)).toBe(
      sampleValue(before, 'shop_preorders_placed_total', checkout) + 1,
    );
  });

  it('counts a shared page served from memory as a page-cache hit', async () => {
    const before = await scrape();
    const hits = { cache: 'pages', outcome: 'hit' };
    const misses = { cache: 'pages', outcome: 'miss' };
    const ids: unknown[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const page = await t.app.inject({ method: 'GET', url: '/shop?sortBy=price' });
      expect(page.statusCode).toBe(200);
      ids.push(page.headers['x-request-id']);
    }
    // The shared page is stored without the request's ID: each visit is answered its own.
    expect(new Set(ids).size).toBe(2);
    const after = await scrape();
    expect(sampleValue(after, 'shop_cache_lookups_total', misses)).toBe(
      sampleValue(before, 'shop_cache_lookups_total', misses) + 1,
    );
    expect(sampleValue(after, 'shop_cache_lookups_total', hits)).toBe(
      sampleValue(before, 'shop_cache_lookups_total', hits) + 1,
    );
    // The render's own reads went through the read cache, counted apart.
    expect(sampleValue(after, 'shop_cache_lookups_total', { cache: 'reads', outcome: 'miss' })).toBeGreaterThan(0);
  });

  it('refuses a scrape without the token, with a wrong one, and with a staff session token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ error: METRICS_REFUSED });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('shop_');
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let mainPort: number;
  let metricsPort: number;
  let closed = false;
  beforeAll(async () => {
    t = await buildTestApp({ storefront: true, metrics: { port: 0, token: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    mainPort = (t.app.server.address() as { port: number }).port;
    metricsPort = (t.app.metricsListener!.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('is served on its own port, and the main port answers 404', async () => {
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.status).toBe(200);
    const families = parsePrometheusText(await scraped.text());
    expect(families.get('shop_http_requests_total')?.type).toBe('counter');

    const refused = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(refused.status).toBe(401);

    const onMain = await fetch(`http://127.0.0.1:${mainPort}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(onMain.status).toBe(404);
    expect(await onMain.text()).not.toContain('shop_http_requests_total');
    // The metrics port serves nothing else.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect(mainPort).not.toBe(metricsPort);
  });

  it('stops with the app', async () => {
    closed = true;
    await t.close();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
