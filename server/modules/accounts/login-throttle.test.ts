// The sign-in throttle on a fake clock, its failures in the real database (and in a real Redis, for REDIS_URL): per
// (account, address) and per address limits, known devices that no one else can lock out, a slow-down (never a block)
// for an account attacked from everywhere, windows that pass, two instances counting the same failures, and attempts
// arriving together counted before any password is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { connectRedis, type Redis } from '../../lib/fleet/redis.ts';
import { freshDatabase } from '../../test/harness.ts';
import { startRedisServer, type TestRedisServer } from '../../test/redis-server.ts';
import { createFailureLog, type FailureLog } from './login-failures.ts';
import { createRedisFailureLog } from './login-failures-redis.ts';
import { createLoginThrottle as throttleOn, LOGIN_LIMITS, type Attempt, type LoginThrottle } from './login-throttle.ts';

let database: DatabaseHandle;
let redisServer: TestRedisServer;
let redis: Redis;
beforeAll(async () => {
  [database, redisServer] = await Promise.all([freshDatabase(), startRedisServer()]);
  redis = connectRedis(redisServer.url, () => undefined);
});
afterAll(async () => {
  await redis.quit();
  await redisServer.close();
  await database.close();
});

/** Where the failures are kept, and how to start from none. */
const STORES: [string, { failures: () => FailureLog; empty: () => Promise<unknown> }][] = [
  [
    'PostgreSQL',
    { failures: () => createFailureLog(database.db), empty: () => database.pool.query('truncate login_failures') },
  ],
  ['Redis', { failures: () => createRedisFailureLog(redis), empty: () => redis.flushdb() }],
];

const owner = (ip: string, device?: string) => ({ account: 'sana@x.pk', ip, device });

describe.each(STORES)('login throttle (failures in %s)', (_name, store) => {
  /** A throttle on no failures; another made without emptying is one more instance. */
  async function createLoginThrottle(limits = LOGIN_LIMITS, now: () => number = Date.now) {
    await store.empty();
    return throttleOn({ failures: store.failures(), limits, now });
  }
  /** An attempt whose password was wrong: admitted, so counted, and never passed. */
  async function fail(throttle: LoginThrottle, attempt: Attempt, times = 1) {
    for (let i = 0; i < times; i++) expect((await throttle.admit(attempt)).ticket).toBeDefined();
  }

  it('blocks one address for one account after 10 failures, and lets it in again when the window has passed', async () => {
    let now = 0;
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => now);
    await fail(throttle, owner('10.0.0.1'), 9);
    now = 60_000;
    // The tenth is still tried; the eleventh is refused until the oldest of the ten is 15 minutes old.
    await fail(throttle, owner('10.0.0.1'));
    expect(await throttle.admit(owner('10.0.0.1'))).toEqual({ blockedMs: 14 * 60_000, slowDownMs: 0 });
    now = 2 * 60_000;
    expect((await throttle.admit(owner('10.0.0.1'))).blockedMs).toBe(13 * 60_000);
    // The same account from another address, and another account from this one, are not affected.
    expect((await throttle.admit(owner('10.0.0.2'))).blockedMs).toBe(0);
    expect((await throttle.admit({ account: 'other@x.pk', ip: '10.0.0.1' })).blockedMs).toBe(0);
    now = 15 * 60_000 + 1;
    expect((await throttle.admit(owner('10.0.0.1'))).blockedMs).toBe(0);
  });

  it('counts attempts arriving together before any password is checked: 40 at once, 10 admitted', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => throttle.admit(owner('10.0.0.1'))));
    expect(verdicts.filter((v) => v.ticket)).toHaveLength(LOGIN_LIMITS.maxPerPair);
    expect(verdicts.filter((v) => v.blockedMs === LOGIN_LIMITS.windowMs)).toHaveLength(30);
  });

  it('blocks an address after 50 failures across any accounts, but not other addresses', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 50; i++) await fail(throttle, { account: `user${i}@x.pk`, ip: '203.0.113.5' });
    expect((await throttle.admit({ account: 'new@x.pk', ip: '203.0.113.5' })).blockedMs).toBeGreaterThan(0);
    expect((await throttle.admit({ account: 'new@x.pk', ip: '203.0.113.6' })).blockedMs).toBe(0);
  });

  it('never counts the sign-ins of the many shoppers behind one carrier address against it', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 60; i++) {
      const { ticket } = await throttle.admit({ account: `shopper${i}@x.pk`, ip: '203.0.113.5' });
      await throttle.passed(ticket!);
    }
    expect((await throttle.admit({ account: 'new@x.pk', ip: '203.0.113.5' })).blockedMs).toBe(0);
  });

  it('never lets others lock out a known device, and only slows unknown ones once the account is attacked from everywhere', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 200; i++) await fail(throttle, owner(`198.51.${i >> 8}.${i & 255}`));
    const device = await throttle.admit(owner('198.51.0.7', 'phone-1'));
    expect(device).toMatchObject({ blockedMs: 0, slowDownMs: 0 });
    // An unknown browser on a fresh address still gets to try, after a pause.
    expect(await throttle.admit(owner('192.0.2.1'))).toMatchObject({
      blockedMs: 0,
      slowDownMs: LOGIN_LIMITS.slowDownMs,
    });
  });

  it('limits a known device on its own mistakes, so a stolen device token is no free pass', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    for (let i = 0; i < 10; i++) await fail(throttle, owner(`10.0.0.${i}`, 'phone-1'));
    expect((await throttle.admit(owner('10.0.9.9', 'phone-1'))).blockedMs).toBeGreaterThan(0);
    expect((await throttle.admit(owner('10.0.9.9', 'laptop-2'))).blockedMs).toBe(0);
    expect((await throttle.admit(owner('10.0.9.9'))).blockedMs).toBe(0);
  });

  it('starts the count again for whoever gets in, and lifts every count on a password reset', async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    await fail(throttle, owner('10.0.0.1'), 9);
    const { ticket } = await throttle.admit(owner('10.0.0.1'));
    await throttle.passed(ticket!);
    await fail(throttle, owner('10.0.0.1'), 9);
    expect((await throttle.admit(owner('10.0.0.1'))).blockedMs).toBe(0);
    for (let i = 0; i < 150; i++) await fail(throttle, owner(`10.1.${i >> 8}.${i & 255}`));
    await throttle.cleared('sana@x.pk');
    expect(await throttle.admit(owner('10.1.0.3'))).toMatchObject({ blockedMs: 0, slowDownMs: 0 });
  });

  it("lifts only the reset account's counts, whatever characters another account's address holds", async () => {
    const throttle = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    await fail(throttle, owner('10.0.0.1'), 10);
    await throttle.cleared('s*');
    await throttle.cleared('s%');
    await throttle.cleared('s_na@x.pk');
    expect((await throttle.admit(owner('10.0.0.1'))).blockedMs).toBeGreaterThan(0);
  });

  it('counts the failures every instance sees: five on one and five on another block the pair on both', async () => {
    const one = await createLoginThrottle(LOGIN_LIMITS, () => 1000);
    const other = throttleOn({ failures: store.failures(), now: () => 1000 });
    await fail(one, owner('10.0.0.1'), 5);
    await fail(other, owner('10.0.0.1'), 5);
    expect((await one.admit(owner('10.0.0.1'))).blockedMs).toBe(LOGIN_LIMITS.windowMs);
    expect((await other.admit(owner('10.0.0.1'))).blockedMs).toBe(LOGIN_LIMITS.windowMs);
    // What one instance lifts is lifted for the other.
    await one.cleared('sana@x.pk');
    expect((await other.admit(owner('10.0.0.1'))).blockedMs).toBe(0);
  });
});

describe('login throttle in PostgreSQL', () => {
  it('sweeps only the keys whose newest failure left the window', async () => {
    await database.pool.query('truncate login_failures');
    const throttle = throttleOn({ failures: createFailureLog(database.db), now: () => 1000 });
    await throttle.admit(owner('10.0.0.1'));
    expect(await throttle.forgetExpired()).toBe(0);
    const later = throttleOn({ failures: createFailureLog(database.db), now: () => 1000 + LOGIN_LIMITS.windowMs });
    expect(await later.forgetExpired()).toBe(3);
  });
});
