// Accounts: for now only what start-up needs, making sure the operator's admin account exists.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAccountsService({ db }: { db: Database }) {
  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD: create that admin, or make an existing account with that email an active admin
   * with that password, so an operator can always get back in.
   */
  async function ensureAdmin(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
    const normalised = normaliseEmail(email);
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalised}`);
    if (!existing) {
      await db.insert(users).values({ name: 'Shop Admin', email: normalised, passwordHash: await hashPassword(password), role: 'admin' });
      return 'created';
    }
    const samePassword = await verifyPassword(password, existing.passwordHash);
    if (samePassword && existing.role === 'admin' && existing.isActive) return 'unchanged';
    await db
      .update(users)
      .set({ role: 'admin', isActive: true, passwordHash: samePassword ? existing.passwordHash : await hashPassword(password), updatedAt: new Date() })
      .where(sql`${users.id} = ${existing.id}`);
    return 'updated';
  }

  return { ensureAdmin };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
