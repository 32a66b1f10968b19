// Forgotten passwords through the API: the same answer for every address, the link mailed as an .eml file built from
// the configured address, one use, one hour, an hourly cap, and every older session ended.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { passwordResets, users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { bearer, registerCustomer, uniqueEmail } from '../../test/accounts.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email },
    headers,
    remoteAddress: `10.1.1.${Math.floor(Math.random() * 250)}`,
  });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

/** The forgot-password answer does not wait for the mail; poll until the outbox has delivered it. */
async function deliveredMailsTo(email: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    await t.app.services.outbox.kick();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.recipient, email));
    if (rows.length >= count && rows.every((r) => r.status === 'sent')) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

async function resetLinkFor(email: string): Promise<string> {
  const [mail] = (await deliveredMailsTo(email)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const eml = await simpleParser(await fs.readFile(path.join(t.dataDir, 'mail', mail!.deliveredAs!)));
  expect(eml.to && 'text' in eml.to ? eml.to.text : '').toBe(email);
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(eml.text ?? '')?.[0];
  expect(eml.html).toContain(`href="${link}"`);
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

describe('forgot password', () => {
  it('answers the same text for a registered and an unknown address, and mails only the registered one', async () => {
    const customer = await registerCustomer(t);
    const unknown = uniqueEmail('nobody');
    const [known, missing] = await Promise.all([forgot(customer.email.toUpperCase()), forgot(unknown)]);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotPasswordSent });
    expect(missing.json()).toEqual(known.json());
    await deliveredMailsTo(customer.email);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.recipient, unknown))).toHaveLength(
      0,
    );
  });

  it('builds the link from the configured address, never from the Host header', async () => {
    const customer = await registerCustomer(t);
    await forgot(customer.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const link = await resetLinkFor(customer.email);
    expect(link.startsWith(`${TEST_LINK_BASE}/reset-password/`)).toBe(true);
    // The token in the mail is not what is stored.
    const token = link.split('/').pop()!;
    const stored = await t.database.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('sends at most 3 reset mails an hour to one address', async () => {
    const customer = await registerCustomer(t);
    // The route answers before the request is handled: follow each handling to its end, so a fourth or fifth mail
    // would be in the outbox by the time it is counted.
    const handled = vi.spyOn(t.app.services.passwordReset, 'requestReset');
    for (let i = 0; i < 5; i++) expect((await forgot(customer.email)).statusCode).toBe(200);
    await Promise.all(handled.mock.results.map((result) => result.value));
    handled.mockRestore();
    await deliveredMailsTo(customer.email, 3);
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.recipient, customer.email)),
    ).toHaveLength(3);
  });
});

describe('reset password', () => {
  it('sets the new password once, and ends every session signed in before', async () => {
    const customer = await registerCustomer(t);
    await forgot(customer.email);
    const token = (await resetLinkFor(customer.email)).split('/').pop()!;

    const weak = await reset(token, '123');
    expect(weak.json()).toEqual({ error: 'Password must be at least 6 characters', issues: expect.any(Array) });
    const done = await reset(token, 'new-chikan-42');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.resetDone });

    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, 'new-chikan-42')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(customer.token) })).statusCode,
    ).toBe(401);

    const again = await reset(token, 'another-pass-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid });
  });

  it('refuses an expired link and a made-up one', async () => {
    const customer = await registerCustomer(t);
    await forgot(customer.email);
    const token = (await resetLinkFor(customer.email)).split('/').pop()!;
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    expect((await reset(token, 'new-chikan-42')).json()).toEqual({ error: ACCOUNT_MESSAGES.resetInvalid });
    expect((await reset('x'.repeat(43), 'new-chikan-42')).statusCode).toBe(400);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('lifts a sign-in lock-out for the owner', async () => {
    const customer = await registerCustomer(t);
    for (let i = 0; i < 10; i++) await login(customer.email, `guess-${i}`);
    expect((await login(customer.email, customer.password)).statusCode).toBe(429);
    await forgot(customer.email);
    const token = (await resetLinkFor(customer.email)).split('/').pop()!;
    await reset(token, 'fresh-start-99');
    expect((await login(customer.email, 'fresh-start-99')).statusCode).toBe(200);
  });
});
