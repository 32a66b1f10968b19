// Staff accounts through the API: first-run and invite-only /admin-signup, invites, and the admin-only user calls,
// checked for every role against domain/permissions.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Role } from '../../../domain/accounts.ts';
import { inviteViewSchema, signupStatusSchema, userPageSchema } from '../../../domain/schemas/account-views.ts';
import { roleCan } from '../../../domain/permissions.ts';
import { staffInvites, users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { bearer, randomIp, registerCustomer, signedInAs, uniqueEmail } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const address = { street: '7 Gulberg III', city: 'Lahore', state: 'Punjab', zipCode: '54660', country: 'Pakistan' };
const signupPayload = (extra: Record<string, unknown> = {}) => ({
  name: 'Nadia Hussain',
  email: uniqueEmail('staff'),
  password: 'Handloom-2026',
  phoneNumber: '+92 (300) 123-4567',
  address,
  ...extra,
});
const adminSignup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/admin-signup', payload, remoteAddress: randomIp() });
const status = async () =>
  await json(await t.app.inject({ method: 'GET', url: '/api/users/admin-signup/status' }), signupStatusSchema);

describe('admin signup', () => {
  it('creates the first administrator while none exists, once, even when two try at the same moment', async () => {
    expect(await status()).toEqual({ firstRun: true });
    const [a, b] = await Promise.all([adminSignup(signupPayload()), adminSignup(signupPayload())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
    const winner = a.statusCode === 201 ? a : b;
    expect(winner.json()).toMatchObject({
      message: 'Account created successfully! You can now login with role: admin',
      role: 'admin',
      user: { role: 'admin', address },
    });
    expect((a.statusCode === 403 ? a : b).json()).toEqual({ error: ACCOUNT_MESSAGES.adminSignupClosed });
    expect(await status()).toEqual({ firstRun: false });
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where role = 'admin'`)
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('is closed without an invite once an admin exists', async () => {
    const response = await adminSignup(signupPayload());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Admin signup is closed' });
  });

  it('validates the structured address, the phone pattern and the e-mail with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nadia@' }, 'Please enter a valid email'],
      [{ phoneNumber: '12345' }, 'Please enter a valid phone number'],
      [{ address: { ...address, city: '' } }, 'City is required'],
      [{ address: { ...address, zipCode: ' ' } }, 'ZIP code is required'],
      [{ role: 'customer' }, 'Role must be admin, coordinator or worker'],
    ];
    for (const [extra, message] of cases) {
      const response = await adminSignup(signupPayload(extra));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it('works once with an admin’s invite code, for the invite’s role, and never again with the same code', async () => {
    const admin = await signedInAs(t, 'admin');
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/users/invites',
      headers: bearer(admin.token),
      payload: { role: 'worker' },
    });
    expect(invite.statusCode).toBe(201);
    const { code, role, expiresAt } = await json(invite, inviteViewSchema);
    expect(role).toBe('worker');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(code.length).toBeGreaterThanOrEqual(22);

    expect((await adminSignup(signupPayload({ inviteCode: code, role: 'admin' }))).json()).toEqual({
      error: 'This sign-up can only create a worker account',
    });
    const joined = await adminSignup(signupPayload({ inviteCode: code }));
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      role: 'worker',
      message: 'Account created successfully! You can now login with role: worker',
    });
    const reused = await adminSignup(signupPayload({ inviteCode: code }));
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({ error: ACCOUNT_MESSAGES.inviteInvalid });
    // Only the hash is kept.
    const stored = await t.database.db.select({ codeHash: staffInvites.codeHash }).from(staffInvites);
    expect(stored.map((s) => s.codeHash)).not.toContain(code);
  });

  it('emails the invite link when the admin gives an address, and only then', async () => {
    const admin = await signedInAs(t, 'admin');
    const invite = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/invites', headers: bearer(admin.token), payload });
    const to = uniqueEmail('new-staff');
    const emailed = await invite({ role: 'coordinator', email: ` ${to.toUpperCase()} ` });
    expect(emailed.statusCode).toBe(201);
    const { code, emailedTo } = await json(emailed, inviteViewSchema);
    expect(emailedTo).toBe(to);
    const [mail, ...more] = await t.database.db.select().from(notifications).where(eq(notifications.recipient, to));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'staff-invite', subject: 'You are invited to join Hunar as coordinator' });
    expect(mail!.textBody).toContain(`${TEST_LINK_BASE}/admin-signup?invite=${code}`);
    expect(mail!.htmlBody).toContain(`href="${TEST_LINK_BASE}/admin-signup?invite=${code}"`);

    const kinds = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.kind, 'staff-invite'))).length;
    const before = await kinds();
    const copied = await invite({ role: 'worker', email: '' });
    expect(copied.json()).toMatchObject({ role: 'worker', emailedTo: null });
    expect(await kinds()).toBe(before);
    const wrong = await invite({ role: 'worker', email: 'not-an-address' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Please enter a valid email' });
  });

  it('refuses an expired or made-up invite code', async () => {
    const admin = await signedInAs(t, 'admin');
    const { code } = await json(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/invites',
        headers: bearer(admin.token),
        payload: { role: 'coordinator' },
      }),
      inviteViewSchema,
    );
    await t.database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.role, 'coordinator'));
    expect((await adminSignup(signupPayload({ inviteCode: code }))).statusCode).toBe(403);
    expect((await adminSignup(signupPayload({ inviteCode: 'AAAAAAAAAAAAAAAAAAAAAAAA' }))).statusCode).toBe(403);
  });
});

/** Every admin-only call, for the permission table test. */
const ADMIN_CALLS = (targetId: string) => [
  { method: 'GET' as const, url: '/api/users/all' },
  { method: 'PUT' as const, url: `/api/users/${targetId}/role`, payload: { role: 'admin' } },
  { method: 'PATCH' as const, url: `/api/users/${targetId}/toggle-status` },
  { method: 'POST' as const, url: '/api/users/invites', payload: { role: 'admin' } },
];

describe('admin-only user calls', () => {
  it.each<Role>(['customer', 'worker', 'coordinator'])('answer 403 to a %s and change nothing', async (role) => {
    expect(roleCan(role, 'users:manage')).toBe(false);
    const caller = await signedInAs(t, role);
    const target = await registerCustomer(t);
    for (const call of ADMIN_CALLS(target._id)) {
      const response = await t.app.inject({ ...call, headers: bearer(caller.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.notAllowed });
    }
    const [row] = await t.database.db
      .select({ role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, target._id));
    expect(row).toEqual({ role: 'customer', isActive: true });
  });

  it('answer 401 without a token', async () => {
    const target = await registerCustomer(t);
    for (const call of ADMIN_CALLS(target._id)) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('list users with search, role filter and pages, never with a password hash', async () => {
    const admin = await signedInAs(t, 'admin');
    const findMe = await registerCustomer(t, { name: 'Zarmeen Unique' });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/users/all${query}`, headers: bearer(admin.token) });
    const searched = await json(await list('?search=zarmeen'), userPageSchema);
    expect(searched.total).toBe(1);
    expect(searched.users[0]!._id).toBe(findMe._id);
    const workers = await json(await list('?role=worker'), userPageSchema);
    expect(workers.users.length).toBeGreaterThan(0);
    expect(workers.users.every((u) => u.role === 'worker')).toBe(true);
    const firstPage = await list('?limit=2&page=1');
    expect(firstPage.json()).toMatchObject({ page: 1 });
    expect((await json(firstPage, userPageSchema)).users).toHaveLength(2);
    expect(firstPage.body).not.toMatch(/hash|scrypt/i);
    expect((await list('?search=%25')).json().total).toBe(0);
    expect((await list('?limit=5000')).statusCode).toBe(400);
  });

  it('change a role, and keep at least one active admin', async () => {
    const admin = await signedInAs(t, 'admin');
    const customer = await registerCustomer(t);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${customer._id}/role`,
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ _id: customer._id, role: 'admin' });
    // Roles are read live, not from the token: the same token gains the rights at once, and loses them again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(customer.token) })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${customer._id}/role`,
      headers: bearer(admin.token),
      payload: { role: 'customer' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${customer._id}/role`,
          headers: bearer(admin.token),
          payload: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/not-a-uuid/role',
          headers: bearer(admin.token),
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/00000000-0000-4000-8000-000000000000/role',
          headers: bearer(admin.token),
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuse to demote or deactivate the last active admin, and refuse deactivating yourself', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'));
    const admin = await signedInAs(t, 'admin');
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}/toggle-status`,
      headers: bearer(admin.token),
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: ACCOUNT_MESSAGES.selfDeactivate });
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}/role`,
      headers: bearer(admin.token),
      payload: { role: 'customer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: ACCOUNT_MESSAGES.lastAdmin });
    const second = await signedInAs(t, 'admin');
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}/role`,
      headers: bearer(second.token),
      payload: { role: 'worker' },
    });
    expect(demoted.json()).toMatchObject({ role: 'worker' });
  });
});
