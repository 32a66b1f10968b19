// GET /api/health/ready (issue 19): 200 with what was checked while the database and the file storage answer; 503
// naming the part that does not (the database behind a cut link, an upload folder that cannot be made, object storage
// that refuses or never answers), within seconds and without an address, a key or a stack.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { s3Storage } from '../../lib/storage/s3.ts';
import { startDatabaseProxy, type DatabaseProxy } from '../../test/db-proxy.ts';
import { buildTestApp, freshDatabase, type TestApp } from '../../test/harness.ts';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text.ts';
import { startS3Server } from '../../test/s3-server.ts';

const READY = { status: 'ready', checks: { database: 'ok', storage: 'ok' } };
const METRICS_TOKEN = 'health-test-metrics-token-0123';

async function ready(t: TestApp) {
  const started = Date.now();
  const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json() as unknown, ms: Date.now() - started };
}

describe('readiness while the database comes and goes', () => {
  let direct: DatabaseHandle;
  let proxy: DatabaseProxy;
  let viaProxy: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    direct = await freshDatabase();
    proxy = await startDatabaseProxy(direct.pool.options.connectionString!);
    viaProxy = connectDatabase(proxy.url, { max: 5 });
    t = await buildTestApp({ database: viaProxy, metrics: { token: METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    await viaProxy.close();
    await proxy.close();
    await direct.close();
  });

  it('answers 200 with what it checked, 503 naming the database within 2 s of losing it, and 200 once it is back', async () => {
    expect(await ready(t)).toMatchObject({ status: 200, body: READY });

    proxy.cut();
    const lost = await ready(t);
    expect(lost).toMatchObject({
      status: 503,
      body: { status: 'unready', checks: { database: 'unreachable', storage: 'ok' } },
    });
    expect(lost.ms).toBeLessThan(2_000);
    // The liveness answer says the same, and the metrics still answer: the outbox figures are unknown, not an error.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(sampleValue(parsePrometheusText(scraped.body), 'shop_mail_backlog', { status: 'pending' })).toBeNaN();

    proxy.restore();
    const deadline = Date.now() + 10_000;
    while ((await ready(t)).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await ready(t)).toMatchObject({ status: 200, body: READY });
  });
});

describe('readiness of the file storage', () => {
  it('answers 503 naming the storage when the upload folder cannot be made', async () => {
    const t = await buildTestApp();
    try {
      // A file where the folder should be: nothing can be stored under it.
      const blocked = path.join(t.dataDir, 'not-a-folder');
      await fs.writeFile(blocked, 'x');
      const shop = await buildTestApp({ database: t.database, storage: localStorage(path.join(blocked, 'uploads')) });
      try {
        expect(await ready(shop)).toMatchObject({
          status: 503,
          body: { status: 'unready', checks: { database: 'ok', storage: 'unreachable' } },
        });
      } finally {
        await shop.close();
      }
      expect(await ready(t)).toMatchObject({ status: 200, body: READY });
    } finally {
      await t.close();
    }
  });

  it('checks object storage with one signed HEAD: ready on a real S3 server, 503 on a missing bucket or a silent server', async () => {
    const s3 = await startS3Server();
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const held: net.Socket[] = [];
    silent.on('connection', (socket) => held.push(socket));
    const t = await buildTestApp({ storage: s3Storage(s3.settings) });
    const missingBucket = { ...s3.settings, bucket: 'no-such-bucket' };
    const silentPort = (silent.address() as net.AddressInfo).port;
    const unanswered = { ...s3.settings, endpoint: `http://127.0.0.1:${silentPort}`, requestTimeoutMs: 5_000 };
    try {
      expect(await ready(t)).toMatchObject({ status: 200, body: READY });
      for (const settings of [missingBucket, unanswered]) {
        const shop = await buildTestApp({ database: t.database, storage: s3Storage(settings) });
        try {
          const answer = await ready(shop);
          expect(answer).toMatchObject({
            status: 503,
            body: { status: 'unready', checks: { database: 'ok', storage: 'unreachable' } },
          });
          expect(answer.ms).toBeLessThan(3_500);
          expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|S3RVER|no-such-bucket/);
        } finally {
          await shop.close();
        }
      }
    } finally {
      await t.close();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await s3.stop();
    }
  });
});
