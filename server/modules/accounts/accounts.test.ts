// The operator's admin account (ADMIN_EMAIL/ADMIN_PASSWORD) and password hashing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const findUser = async (email: string) => (await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`))[0];

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('kurta-lover'), hashPassword('kurta-lover')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('kurta-lover', a)).toBe(true);
    expect(await verifyPassword('kurta-lover ', a)).toBe(false);
    expect(await verifyPassword('kurta-lover', 'md5$abc')).toBe(false);
  });
});

describe('ensureAdmin', () => {
  it('creates the admin once, with a hashed password', async () => {
    expect(await t.app.services.accounts.ensureAdmin(' Owner@Hunar.PK ', 'first-secret')).toBe('created');
    const owner = await findUser('owner@hunar.pk');
    expect(owner).toMatchObject({ email: 'owner@hunar.pk', role: 'admin', isActive: true });
    expect(owner!.passwordHash).not.toContain('first-secret');
    expect(await verifyPassword('first-secret', owner!.passwordHash)).toBe(true);
    expect(await t.app.services.accounts.ensureAdmin('owner@hunar.pk', 'first-secret')).toBe('unchanged');
  });

  it('lets the operator reset a forgotten password and re-activate the account from the environment', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(sql`${users.email} = 'owner@hunar.pk'`);
    expect(await t.app.services.accounts.ensureAdmin('owner@hunar.pk', 'second-secret')).toBe('updated');
    const owner = await findUser('owner@hunar.pk');
    expect(owner!.isActive).toBe(true);
    expect(await verifyPassword('second-secret', owner!.passwordHash)).toBe(true);
    expect(await verifyPassword('first-secret', owner!.passwordHash)).toBe(false);
  });

  it('promotes an existing customer with that email instead of making a duplicate', async () => {
    await t.database.db.insert(users).values({ name: 'Sana', email: 'sana@hunar.pk', passwordHash: await hashPassword('customer-pass'), role: 'customer' });
    expect(await t.app.services.accounts.ensureAdmin('SANA@hunar.pk', 'customer-pass')).toBe('updated');
    const rows = await t.database.db.select().from(users).where(sql`lower(${users.email}) = 'sana@hunar.pk'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
  });
});
