// POST /api/users: an admin creates an account with any role (SPEC §6), with the registration password rules; every
// other caller is refused before the body is read, and a refused request stores nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ROLES } from '../../../domain/accounts.ts';
import { accountUserSchema } from '../../../domain/schemas/account-views.ts';
import { bearer, registerCustomer, signedInAs, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const payload = (extra: Record<string, unknown> = {}) => ({
  name: 'Rubina Aslam',
  email: uniqueEmail('created'),
  password: 'Handloom-2026',
  phoneNumber: '0300 7654321',
  role: 'worker',
  ...extra,
});

const createUser = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: token ? bearer(token) : {}, payload: body });

async function userCount(): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return rows[0]!.n;
}

describe('POST /api/users', () => {
  it.each(ROLES)(
    'lets an admin create a %s who can then sign in, answering the user view without the password',
    async (role) => {
      const admin = await signedInAs(t, 'admin');
      const body = payload({
        role,
        email: uniqueEmail(role).toUpperCase(),
        address: { street: '3 Anarkali', city: 'Lahore' },
      });
      const response = await createUser(admin.token, body);
      expect(response.statusCode, response.body).toBe(201);
      const user = await json(response, accountUserSchema);
      expect(user).toMatchObject({
        name: 'Rubina Aslam',
        firstName: 'Rubina',
        lastName: 'Aslam',
        email: (body.email as string).toLowerCase(),
        phoneNumber: '0300 7654321',
        role,
        isActive: true,
        address: { street: '3 Anarkali', city: 'Lahore', state: '', zipCode: '', country: 'Pakistan' },
      });
      expect(response.body).not.toMatch(/"password"|hash|scrypt|Handloom/i);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({ _id: user._id, role });
    },
  );

  it('stores a blank address in Pakistan when none is given', async () => {
    const admin = await signedInAs(t, 'admin');
    const response = await createUser(admin.token, payload());
    expect(response.statusCode).toBe(201);
    expect(response.json().address).toEqual({ street: '', city: '', state: '', zipCode: '', country: 'Pakistan' });
  });

  it.each(['coordinator', 'worker', 'customer'] as const)(
    'answers 403 to a %s, before reading the body, and stores nothing',
    async (role) => {
      const caller = await signedInAs(t, role);
      const before = await userCount();
      const allowed = await createUser(caller.token, payload({ role: 'admin' }));
      expect(allowed.statusCode).toBe(403);
      expect(allowed.json()).toEqual({ error: ACCOUNT_MESSAGES.notAllowed });
      // An invalid body still gets 403: permission is checked first.
      expect((await createUser(caller.token, { name: '' })).statusCode).toBe(403);
      expect(await userCount()).toBe(before);
    },
  );

  it('answers 401 without a token', async () => {
    const before = await userCount();
    expect((await createUser(null, payload())).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it('refuses bad input with the registration messages and stores nothing', async () => {
    const admin = await signedInAs(t, 'admin');
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'rubina@' }, 'Email is invalid'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'abc' }, 'Password must be at least 6 characters'],
      [{ password: 'password123' }, 'This password is too common. Please choose another.'],
      [{ phoneNumber: '' }, 'Phone number is required'],
      [{ phoneNumber: '12345' }, 'Please enter a valid phone number'],
      [{ role: 'owner' }, 'Role must be one of customer, worker, coordinator, admin'],
      [{ role: undefined }, 'Role must be one of customer, worker, coordinator, admin'],
      [{ isActive: false }, 'Unrecognized key: "isActive"'],
    ];
    for (const [extra, message] of cases) {
      const response = await createUser(admin.token, payload(extra));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error, message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 409 with the registration message for an email already in use, in any case', async () => {
    const admin = await signedInAs(t, 'admin');
    const existing = await registerCustomer(t);
    const before = await userCount();
    const response = await createUser(admin.token, payload({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
    expect(await userCount()).toBe(before);
  });
});
