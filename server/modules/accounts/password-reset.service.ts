// Forgotten passwords (DECISIONS X10): a one-time link valid for an hour, mailed through the outbox; the answer never
// says whether the address has an account, and a reset ends every older session.
import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/accounts.ts';
import { badRequest } from '../../lib/errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { OutboxService } from '../notifications/index.ts';
import { passwordResetMail } from './account-mail.ts';
import { normaliseEmail } from './accounts.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { sha256Hex } from '../../lib/sha256.ts';

export const RESET_VALID_MS = 60 * 60_000;
/** At most this many reset mails per address per hour, so the form cannot be used to flood someone's inbox. */
const MAX_RESETS_PER_HOUR = 3;

/** A new one-time reset token for the account, stored hashed and valid for RESET_VALID_MS; only the caller sees it. */
export async function issueResetToken(tx: Transaction, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx
    .insert(passwordResets)
    .values({ userId, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + RESET_VALID_MS) });
  return token;
}

export function createPasswordResetService({
  db,
  outbox,
  throttle,
  passwords,
  publicUrl,
}: {
  db: Database;
  outbox: OutboxService;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  publicUrl: string;
}) {
  /**
   * Queues the reset mail when the address belongs to an active account. Callers answer the visitor before this
   * finishes, so neither the answer nor its timing depends on whether the account exists.
   */
  async function requestReset(email: string): Promise<void> {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${normaliseEmail(email)}`, eq(users.isActive, true)));
    if (!user) return;
    const queued = await db.transaction(async (tx) => {
      // Two requests at once must not both slip under the hourly cap.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop:reset:${user.id}`}))`);
      const [recent] = await tx
        .select({ n: count() })
        .from(passwordResets)
        .where(
          and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(Date.now() - 60 * 60_000))),
        );
      if ((recent?.n ?? 0) >= MAX_RESETS_PER_HOUR) return false;
      const token = await issueResetToken(tx, user.id);
      // The link is built from the configured public address, never from the request's Host (security row 18).
      await outbox.queue(tx, passwordResetMail(user, `${publicUrl}/reset-password/${token}`, publicUrl));
      return true;
    });
    if (queued) outbox.wake();
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await passwords.hash(password);
    const email = await db.transaction(async (tx) => {
      const [reset] = await tx
        .select({ id: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, sha256Hex(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .for('update');
      if (!reset) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
      const [user] = await tx
        .update(users)
        // A password its owner chose: an admin-typed one no longer needs replacing.
        .set({
          passwordHash,
          mustChangePassword: false,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, reset.userId), eq(users.isActive, true)))
        .returning({ email: users.email });
      if (!user) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
      // This link and every other outstanding one for the account stop working.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      return user.email;
    });
    await throttle.cleared(email);
  }

  return { requestReset, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
