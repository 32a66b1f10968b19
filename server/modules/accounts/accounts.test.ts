// Accounts through the API on a real PostgreSQL: register, login, tokens and their attacks, profile, brute force,
// and the operator's admin account from the environment.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { accountUserSchema, sessionResponseSchema } from '../../../domain/schemas/account-views.ts';
import { users } from '../../db/schema/accounts.ts';
import { createPasswordHasher } from '../../lib/passwords.ts';
import { createSessionTokens } from '../../lib/session-tokens.ts';
import { maskEmail } from '../../../domain/masking.ts';
import { bearer, customerPayload, randomIp, registerCustomer, signedInAs, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, TEST_PASSWORD_COST, testPasswords, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const findUser = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];
const userCount = async () =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]!.n;
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, headers });
/** Sign-in from a given address (and with extra fields such as a known device's token). */
const loginFrom = (
  email: string,
  password: string,
  {
    remoteAddress,
    headers = {},
    payload = {},
  }: { remoteAddress: string; headers?: Record<string, string>; payload?: Record<string, unknown> },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password, ...payload },
    headers,
    remoteAddress,
  });

describe('passwords', () => {
  it("hashes with scrypt at the shop's cost and a per-user salt, and verifies only the right password", async () => {
    const shopPasswords = createPasswordHasher();
    const [a, b] = await Promise.all([shopPasswords.hash('kurta-lover'), shopPasswords.hash('kurta-lover')]);
    // OWASP's cost: N=2^17, r=8, p=1.
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await shopPasswords.verify('kurta-lover', a)).toBe(true);
    expect(await shopPasswords.verify('kurta-lover ', a)).toBe(false);
    expect(await shopPasswords.verify('kurta-lover', 'md5$abc')).toBe(false);
    expect(shopPasswords.needsRehash(a)).toBe(false);
    // A hash at the test apps' cheaper cost is one the shop would upgrade.
    expect(shopPasswords.needsRehash(await testPasswords.hash('kurta-lover'))).toBe(true);
  });

  it('upgrades a hash made at another cost (N=2^15) on the next successful sign-in, and only then', async () => {
    const email = uniqueEmail();
    const salt = crypto.randomBytes(16);
    const oldKey = crypto.scryptSync('old-cost-pass', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const oldHash = `scrypt$32768$8$1$${salt.toString('base64url')}$${oldKey.toString('base64url')}`;
    expect(testPasswords.needsRehash(oldHash)).toBe(true);
    await t.database.db.insert(users).values({ name: 'Old Hash', email, passwordHash: oldHash, role: 'customer' });

    expect((await login(email, 'wrong-password', { 'x-forwarded-for': randomIp() })).statusCode).toBe(401);
    expect((await findUser(email))!.passwordHash).toBe(oldHash);
    expect((await login(email, 'old-cost-pass')).statusCode).toBe(200);
    const upgraded = (await findUser(email))!.passwordHash;
    // To the app's own cost: the shop's in production, the harness's cheaper one here.
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST.N}\\$8\\$1\\$`));
    expect(await testPasswords.verify('old-cost-pass', upgraded)).toBe(true);
    expect((await login(email, 'old-cost-pass')).statusCode).toBe(200);
  });
});

describe('POST /api/users/register', () => {
  it('creates a customer, signs them in, and never answers or stores the password', async () => {
    const payload = customerPayload({ email: '  Ayesha.K@Example.PK ' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(201);
    const body = await json(response, sessionResponseSchema);
    expect(body).toMatchObject({
      name: 'Ayesha Khan',
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha.k@example.pk',
      phoneNumber: '0300 1234567',
      address: { street: '12 Mall Road, Lahore', city: '', country: 'Pakistan' },
      role: 'customer',
      isActive: true,
    });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(response.body).not.toMatch(/"password"|hash|scrypt/i);
    const stored = await findUser('ayesha.k@example.pk');
    expect(stored!.passwordHash).not.toContain(payload.password);
    expect((await profileWith(body.token)).json()).toMatchObject({ email: 'ayesha.k@example.pk' });
  });

  it('treats e-mail addresses case-insensitively: the same address twice is a 409', async () => {
    const first = await registerCustomer(t);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: randomIp(),
      payload: customerPayload({ email: ` ${first.email.toUpperCase()}` }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
  });

  it.each(['admin', 'coordinator', 'worker'])('refuses to register a %s (403) and stores nothing', async (role) => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: randomIp(),
      payload: customerPayload({ role }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.roleRefused });
    expect(await userCount()).toBe(before);
  });

  it('accepts role customer, the spec default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: randomIp(),
      payload: customerPayload({ role: 'customer' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('customer');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: "admin@x'--" }, 'Email is invalid'],
    [{ email: "' OR 1=1--" }, 'Email is invalid'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'abc' }, 'Password must be at least 6 characters'],
    [{ password: 'password123' }, 'This password is too common. Please choose another.'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: "1'; drop table users;--" }, 'Please enter a valid phone number'],
    [{ address: '' }, 'Address is required'],
    [{ name: 'x'.repeat(10_000) }, 'Name must be at most 100 characters'],
    [{ isActive: false }, 'Unrecognized key: "isActive"'],
  ])('answers 400 and stores nothing (case %#: %s)', async (override, message) => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress: randomIp(),
      payload: customerPayload(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses prototype poisoning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Proto","email":"${uniqueEmail()}","password":"block-print-7","phoneNumber":"03001234567","address":"x","__proto__":{"role":"admin"}}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('limits sign-ups per IP (429 after 20 an hour)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/register',
            payload: customerPayload(),
            remoteAddress: '10.250.9.9',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('POST /api/users/login', () => {
  it('logs refused sign-ins with a masked address only', () => {
    expect(maskEmail(' Sana.Khan@Example.PK')).toBe('s***@example.pk');
    expect(maskEmail('x@evil\r\nFAKE LOG LINE')).toBe('x***@evilfake log line');
  });

  it('answers a working token plus the user fields', async () => {
    const customer = await registerCustomer(t);
    const response = await login(customer.email.toUpperCase(), customer.password);
    expect(response.statusCode).toBe(200);
    const body = await json(response, sessionResponseSchema);
    expect(body).toMatchObject({ _id: customer._id, email: customer.email, role: 'customer', name: 'Ayesha Khan' });
    expect(body.token.split('.')).toHaveLength(3);
    expect(response.body).not.toMatch(/hash|scrypt/i);
    expect((await profileWith(body.token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const customer = await registerCustomer(t);
    const wrong = await login(customer.email, 'not-my-password', {});
    const unknown = await login(uniqueEmail('nobody'), 'not-my-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ACCOUNT_MESSAGES.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('is not fooled by SQL in the password', async () => {
    const customer = await registerCustomer(t);
    expect((await login(customer.email, "' OR '1'='1")).statusCode).toBe(401);
    expect((await login("' OR 1=1--", 'whatever')).statusCode).toBe(400);
  });

  it('stops one address guessing one account after 10 failures (429 even with the right password), whatever X-Forwarded-For says', async () => {
    const customer = await registerCustomer(t);
    const from = (ip: string, spoofed: string) => ({ remoteAddress: ip, headers: { 'x-forwarded-for': spoofed } });
    for (let i = 0; i < 10; i++) {
      const response = await loginFrom(customer.email, `wrong-${i}`, from('203.0.113.9', `198.51.100.${i}`));
      expect(response.statusCode).toBe(401);
    }
    const locked = await loginFrom(customer.email, customer.password, from('203.0.113.9', '198.51.100.77'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(ACCOUNT_MESSAGES.tooManyAttempts(15));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Other shoppers from the same address still get in.
    const neighbour = await registerCustomer(t);
    expect((await loginFrom(neighbour.email, neighbour.password, { remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
  });

  it("cannot be used to lock the owner out: wrong guesses from elsewhere never refuse the right password from the owner's devices", async () => {
    const customer = await registerCustomer(t);
    const ownDevice = (await loginFrom(customer.email, customer.password, { remoteAddress: '192.0.2.10' })).json()
      .deviceToken as string;
    expect(ownDevice).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    // Ten guesses from each of two addresses: the owner's new address and a known device behind the attacker's own
    // address (a shared mobile carrier address) both still get in.
    for (const ip of ['203.0.113.20', '203.0.113.21'])
      for (let i = 0; i < 10; i++) await loginFrom(customer.email, `guess-${i}`, { remoteAddress: ip });
    expect((await loginFrom(customer.email, customer.password, { remoteAddress: '203.0.113.20' })).statusCode).toBe(
      429,
    );
    expect((await loginFrom(customer.email, customer.password, { remoteAddress: '192.0.2.99' })).statusCode).toBe(200);
    const known = await loginFrom(customer.email, customer.password, {
      remoteAddress: '203.0.113.20',
      payload: { deviceToken: ownDevice },
    });
    expect(known.statusCode).toBe(200);
    // The same browser keeps its device id; a token made for another account does not count for this one.
    expect(known.json().deviceToken.split('.')[0]).toBe(ownDevice.split('.')[0]);
    const stranger = await registerCustomer(t);
    const strangersDevice = stranger.deviceToken!;
    expect(
      (
        await loginFrom(customer.email, customer.password, {
          remoteAddress: '203.0.113.20',
          payload: { deviceToken: strangersDevice },
        })
      ).statusCode,
    ).toBe(429);
  });
});

describe('session tokens', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  beforeAll(async () => {
    customer = await registerCustomer(t);
  });

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  it('rejects a tampered token', async () => {
    const [header, , signature] = customer.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...claimsOf(customer.token), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const response = await profileWith(`${header}.${payload}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.sessionExpired });
  });

  it('rejects alg none', async () => {
    const unsigned = new UnsecuredJWT(claimsOf(customer.token)).encode();
    expect((await profileWith(unsigned)).statusCode).toBe(401);
  });

  it('rejects a token signed with another secret', async () => {
    const forged = await createSessionTokens(new TextEncoder().encode('x'.repeat(32))).issue({
      userId: customer._id,
      version: 0,
    });
    expect((await profileWith(forged.token)).statusCode).toBe(401);
  });

  it('rejects an expired token and one without an expiry', async () => {
    const yesterday = createSessionTokens(t.sessionSecret, () => new Date(Date.now() - 25 * 3600_000));
    const expired = await yesterday.issue({ userId: customer._id, version: 0 });
    expect((await profileWith(expired.token)).statusCode).toBe(401);
    const endless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer._id)
      .setIssuer('hunar-shop')
      .setAudience('hunar-shop-api')
      .setIssuedAt()
      .sign(t.sessionSecret);
    expect((await profileWith(endless)).statusCode).toBe(401);
  });

  it('accepts a token only in the Authorization header', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/profile?token=${customer.token}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: customer.token } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).json()).toEqual({
      error: ACCOUNT_MESSAGES.signInRequired,
    });
  });
});

describe('profile', () => {
  it('shows and updates only the caller’s own account', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, { name: 'Bilal Ahmed' });
    const update = {
      name: 'Ayesha Tariq Khan',
      email: uniqueEmail('renamed'),
      phoneNumber: '+92 321 7654321',
      address: { street: '5 Canal View', city: 'Lahore', state: 'Punjab', zipCode: '54000', country: 'Pakistan' },
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(me.token),
      // A new email needs the current password (issue 28; email-change.test.ts).
      payload: { ...update, currentPassword: me.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...update, firstName: 'Ayesha', lastName: 'Tariq Khan', role: 'customer' });
    expect((await profileWith(me.token)).json()).toMatchObject(update);
    expect((await profileWith(other.token)).json()).toMatchObject({ name: 'Bilal Ahmed', email: other.email });
  });

  it('cannot be used to change role, status or someone else’s account', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const base = { name: 'Me', email: me.email, phoneNumber: '03001234567', address: { street: 'x' } };
    for (const extra of [{ role: 'admin' }, { isActive: false }, { _id: other._id }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(me.token),
        payload: { ...base, ...extra },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await findUser(me.email))!.role).toBe('customer');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${other._id}/role`,
          headers: bearer(me.token),
          payload: { role: 'customer' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an e-mail that belongs to another account (409) and an invalid one (400)', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const payload = (email: string) => ({
      currentPassword: me.password,
      name: 'Me Myself',
      email,
      phoneNumber: '03001234567',
      address: { street: 'x' },
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(me.token),
      payload: payload(other.email.toUpperCase()),
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(me.token),
      payload: payload('not-an-email'),
    });
    expect(invalid.json().error).toBe('Email is invalid');
    expect((await json(await profileWith(me.token), accountUserSchema)).email).toBe(me.email);
  });
});

describe('deactivated users', () => {
  it('cannot sign in, and their existing tokens stop working at once', async () => {
    const admin = await signedInAs(t, 'admin');
    const customer = await registerCustomer(t);
    const toggle = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer._id}/toggle-status`,
      headers: bearer(admin.token),
    });
    expect(toggle.json()).toMatchObject({ isActive: false });
    expect((await profileWith(customer.token)).statusCode).toBe(401);
    const again = await login(customer.email, customer.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.deactivated });
    // Re-activated: the old token stays dead, a new sign-in works.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer._id}/toggle-status`,
      headers: bearer(admin.token),
    });
    expect((await profileWith(customer.token)).statusCode).toBe(401);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });
});

describe('ensureAdmin', () => {
  it('creates the admin once, with a hashed password', async () => {
    expect(await t.app.services.accounts.ensureAdmin(' Owner@Hunar.PK ', 'first-secret')).toBe('created');
    const owner = await findUser('owner@hunar.pk');
    expect(owner).toMatchObject({ email: 'owner@hunar.pk', role: 'admin', isActive: true });
    expect(owner!.passwordHash).not.toContain('first-secret');
    expect(await testPasswords.verify('first-secret', owner!.passwordHash)).toBe(true);
    expect(await t.app.services.accounts.ensureAdmin('owner@hunar.pk', 'first-secret')).toBe('unchanged');
  });

  it('lets the operator reset a forgotten password and re-activate the account from the environment', async () => {
    const session = await json(await login('owner@hunar.pk', 'first-secret'), sessionResponseSchema);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(sql`${users.email} = 'owner@hunar.pk'`);
    expect(await t.app.services.accounts.ensureAdmin('owner@hunar.pk', 'second-secret')).toBe('updated');
    const owner = await findUser('owner@hunar.pk');
    expect(owner!.isActive).toBe(true);
    expect(await testPasswords.verify('second-secret', owner!.passwordHash)).toBe(true);
    expect(await testPasswords.verify('first-secret', owner!.passwordHash)).toBe(false);
    expect((await profileWith(session.token)).statusCode).toBe(401);
    expect((await login('owner@hunar.pk', 'second-secret')).statusCode).toBe(200);
  });

  it('promotes an existing customer with that email instead of making a duplicate', async () => {
    await t.database.db.insert(users).values({
      name: 'Sana',
      email: 'sana@hunar.pk',
      passwordHash: await testPasswords.hash('customer-pass'),
      role: 'customer',
    });
    expect(await t.app.services.accounts.ensureAdmin('SANA@hunar.pk', 'customer-pass')).toBe('updated');
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'sana@hunar.pk'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
  });
});
