// With REDIS_URL set (a real redis-server), two app instances on one database count rate limits and sign-in failures
// in Redis, together, and nothing in PostgreSQL's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { startRedisServer, type TestRedisServer } from '../../test/redis-server.ts';
import { connectRedis, type Redis } from './redis.ts';

let redisServer: TestRedisServer;
let redis: Redis;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  redisServer = await startRedisServer();
  redis = connectRedis(redisServer.url, () => undefined);
  a = await buildTestApp({ trustProxy: 1, redisUrl: redisServer.url });
  b = await buildTestApp({ trustProxy: 1, redisUrl: redisServer.url, database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.quit();
  await redisServer?.close();
});

const rows = async (table: string) =>
  (await a.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n;

describe('limits in Redis (REDIS_URL)', () => {
  it("hold the tracking route's limit (30 a minute) in total over two instances", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (n % 2 ? a : b).app
          .inject({
            method: 'GET',
            url: `/api/orders/track/HC-AAAA-BBBB-${String(n).padStart(4, '0')}`,
            headers: { 'x-forwarded-for': '203.0.113.41' },
          })
          .then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await redis.keys('shop:rate-limit:*')).not.toEqual([]);
    expect(await rows('rate_limit_hits')).toBe(0);
  });

  it('count sign-in failures from one address over two instances', async () => {
    const victim = await registerCustomer(a);
    const guess = (shop: TestApp, n: number) =>
      shop.app
        .inject({
          method: 'POST',
          url: '/api/users/login',
          headers: { 'x-forwarded-for': '198.51.100.41' },
          payload: { email: victim.email, password: `guess-${n}` },
        })
        .then((r) => r.statusCode);
    for (let n = 0; n < 10; n++) expect(await guess(n % 2 ? a : b, n)).toBe(401);
    expect(await guess(a, 10)).toBe(429);
    expect(await redis.keys('shop:login-failures:*')).not.toEqual([]);
    expect(await rows('login_failures')).toBe(0);
  });
});
