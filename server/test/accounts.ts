// Test helpers for accounts: customers through the real API, staff straight into the table, and auth headers.
import crypto from 'node:crypto';
import type { Role } from '../../domain/accounts.ts';
import { sessionResponseSchema } from '../../domain/schemas/account-views.ts';
import { users } from '../db/schema/accounts.ts';
import { json } from './answers.ts';
import { testPasswords, type TestApp } from './harness.ts';

export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueEmail = (prefix = 'shopper') => `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.pk`;

export function customerPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ayesha Khan',
    email: uniqueEmail(),
    password: 'block-print-7',
    phoneNumber: '0300 1234567',
    address: '12 Mall Road, Lahore',
    ...overrides,
  };
}

export async function registerCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = customerPayload(overrides);
  // Each from its own address: sign-ups are rate-limited per IP.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(await json(response, sessionResponseSchema)), password: payload.password };
}

/** A user of any role, written directly (staff cannot self-register), then signed in through the API. */
export async function signedInAs(t: TestApp, role: Role, password = 'staff-pass-9') {
  const email = uniqueEmail(role);
  const [row] = await t.database.db
    .insert(users)
    .values({ name: `Test ${role}`, email, passwordHash: await testPasswords.hash(password), role })
    .returning({ id: users.id });
  const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { id: row!.id, email, password, token: (await json(response, sessionResponseSchema)).token };
}
