// PUT /api/users/password: a signed-in user replaces their password with the current one as proof; other sessions end.
// An account an admin created with a typed password can do nothing else until its owner has chosen their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { accountUserSchema, sessionResponseSchema } from '../../../domain/schemas/account-views.ts';
import { bearer, randomIp, registerCustomer, signedInAs, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string | null, payload: Record<string, unknown>, remoteAddress = randomIp()) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/password',
    headers: token ? bearer(token) : {},
    payload,
    remoteAddress,
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: randomIp() });

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

describe('PUT /api/users/password', () => {
  it('changes the password, ends the other sessions and answers a fresh one for this device', async () => {
    const customer = await registerCustomer(t);
    const otherDevice = await json(await login(customer.email, customer.password), sessionResponseSchema);

    const response = await changePassword(customer.token, {
      currentPassword: customer.password,
      password: 'Indigo-Ajrak-44',
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = await json(response, sessionResponseSchema);
    expect(session).toMatchObject({ _id: customer._id, email: customer.email, mustChangePassword: false });
    expect(session.token).not.toBe(customer.token);
    expect(response.body).not.toMatch(/Indigo-Ajrak|hash|scrypt/i);

    expect((await profile(session.token)).statusCode).toBe(200);
    for (const old of [customer.token, otherDevice.token]) {
      const stale = await profile(old);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ error: ACCOUNT_MESSAGES.sessionExpired });
    }
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, 'Indigo-Ajrak-44')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const customer = await registerCustomer(t);
    const response = await changePassword(customer.token, {
      currentPassword: 'not-my-password',
      password: 'Indigo-Ajrak-44',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect((await profile(customer.token)).statusCode).toBe(200);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('stops a session that guesses the current password: after 10 wrong ones, 429 for it, while the owner still signs in', async () => {
    const customer = await registerCustomer(t);
    const statuses: number[] = [];
    // Each guess from another address: the session itself is what is limited (it is a known device of the account).
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await changePassword(customer.token, { currentPassword: `guess-${i}-xx`, password: 'Indigo-Ajrak-44' }))
          .statusCode,
      );
    expect(statuses).toEqual(Array(10).fill(400));
    // Even the right password waits now: a guesser learns nothing from the answer.
    const blocked = await changePassword(customer.token, {
      currentPassword: customer.password,
      password: 'Indigo-Ajrak-44',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many failed sign-in attempts/);
    // Whoever holds the session cannot lock the owner out of their own account.
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'block-print-7', password: 'short' }, 'Password must be at least 6 characters'],
    [
      { currentPassword: 'block-print-7', password: 'password123' },
      'This password is too common. Please choose another.',
    ],
    [{ currentPassword: 'block-print-7', password: 'block-print-7' }, ACCOUNT_MESSAGES.samePassword],
    [{ currentPassword: '', password: 'Indigo-Ajrak-44' }, 'Current password is required'],
    [{ currentPassword: 'block-print-7', password: 'Indigo-Ajrak-44', role: 'admin' }, undefined],
  ])('refuses %j with 400', async (payload, message) => {
    const customer = await registerCustomer(t);
    const response = await changePassword(customer.token, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toContain(message);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await changePassword(null, { currentPassword: 'block-print-7', password: 'Indigo-Ajrak-44' });
    expect(response.statusCode).toBe(401);
  });
});

describe('an account an admin created', () => {
  async function createdByAdmin(role: string) {
    const admin = await signedInAs(t, 'admin');
    const email = uniqueEmail(`created-${role}`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(admin.token),
      payload: { name: 'Bilal Ahmed', email, password: 'Typed-By-Admin-1', phoneNumber: '0300 7654321', role },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await json(created, accountUserSchema)).mustChangePassword).toBe(true);
    const session = await json(await login(email, 'Typed-By-Admin-1'), sessionResponseSchema);
    return { email, session };
  }

  it('signs in with the typed password but may only read its profile until it chooses its own', async () => {
    const { email, session } = await createdByAdmin('coordinator');
    expect(session.mustChangePassword).toBe(true);

    const me = await profile(session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, mustChangePassword: true });
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', '/api/users/wishlist'],
      ['PUT', '/api/users/profile'],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: bearer(session.token),
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.passwordChangeRequired });
    }

    const changed = await changePassword(session.token, {
      currentPassword: 'Typed-By-Admin-1',
      password: 'Own-Choice-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = await json(changed, sessionResponseSchema);
    expect(fresh.mustChangePassword).toBe(false);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(fresh.token) });
    expect(orders.statusCode, orders.body).toBe(200);
    expect((await login(email, 'Own-Choice-2026')).json()).toMatchObject({ mustChangePassword: false });
  });

  it('is refused on routes open to guests too when it shows its token', async () => {
    const { session } = await createdByAdmin('customer');
    const tracked = await t.app.inject({
      method: 'GET',
      url: '/api/orders/track/HC-7K3M-9QX2-PT4W',
      headers: bearer(session.token),
    });
    expect(tracked.statusCode).toBe(403);
    expect(tracked.json()).toEqual({ error: ACCOUNT_MESSAGES.passwordChangeRequired });
  });
});
