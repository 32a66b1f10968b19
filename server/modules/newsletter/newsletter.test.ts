// POST /api/newsletter: stores an address once, explains bad input, and is rate-limited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_THANKS } from '../../../domain/schemas/newsletter.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: ip });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(newsletterSubscribers))[0]!.n;

describe('newsletter', () => {
  it('stores an address once, whatever its case, and thanks every time', async () => {
    const first = await subscribe({ email: ' Amna@Example.com ' }, '10.0.0.2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_THANKS });
    expect((await subscribe({ email: 'amna@example.com' }, '10.0.0.2')).json()).toEqual({ message: NEWSLETTER_THANKS });
    expect(await count()).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.pk` }, 'Email is too long'],
    [{ email: ['a@b.pk'] }, 'Email must be text'],
  ])('refuses %j with 400 "%s" and stores nothing', async (payload, message) => {
    const before = await count();
    const res = await subscribe(payload, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses prototype pollution and malformed JSON with a 400, not a 500', async () => {
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"x@y.pk","__proto__":{"admin":true}}',
      remoteAddress: '10.0.0.4',
    });
    expect(poisoned.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: '10.0.0.4',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBeTypeOf('string');
  });

  it('answers 429 with a clear message after 10 sign-ups from one address in 10 minutes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await subscribe({ email: `p${i}@example.com` }, '10.0.0.9')).statusCode).toBe(200);
    const limited = await subscribe({ email: 'p11@example.com' }, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
  });
});
