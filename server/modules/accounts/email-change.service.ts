// Undoing an account's email change (issue 28): each change mails the OLD address a one-time link, valid 7 days and kept
// only as its hash (like password resets), that puts that address back, ends every session of the account and hands
// out a password-reset link, since whoever changed the email may also know the password.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import type { EmailUndoneView } from '../../../domain/schemas/account-views.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { emailChangeUndos, users } from '../../db/schema/accounts.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { OutboxService } from '../notifications/index.ts';
import { emailChangedMail } from './account-mail.ts';
import { isEmailTaken } from './accounts.service.ts';
import { issueResetToken } from './password-reset.service.ts';

export const EMAIL_UNDO_VALID_MS = 7 * 24 * 60 * 60_000;

export interface EmailChange {
  userId: string;
  name: string;
  oldEmail: string;
  newEmail: string;
}

export function createEmailChanges({
  db,
  outbox,
  publicUrl,
}: {
  db: Database;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  publicUrl: string;
}) {
  /** In the transaction that changes the email: the undo link for the old address, and its mail through the outbox. */
  async function recorded(tx: Transaction, change: EmailChange): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = new Date();
    const validUntil = new Date(at.getTime() + EMAIL_UNDO_VALID_MS);
    await tx.insert(emailChangeUndos).values({
      userId: change.userId,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      tokenHash: sha256Hex(token),
      expiresAt: validUntil,
    });
    // Built from the configured public address, never from the request's Host (security row 18).
    const undoLink = `${publicUrl}/undo-email-change/${token}`;
    await outbox.queue(tx, emailChangedMail(change.name, { ...change, at, undoLink, validUntil }, publicUrl));
  }

  /** Sends what recorded() queued, once its transaction has committed. */
  const kick = () => outbox.wake();

  /**
   * The link's address comes back (unless another account has taken it meanwhile: 409, nothing changed), every
   * session ends, and every other undo link of the account stops working: the owner has the account back, and a
   * link mailed to an address someone else put in must not take it away again.
   */
  async function undo(token: string): Promise<EmailUndoneView> {
    try {
      return await db.transaction(async (tx) => {
        const [link] = await tx
          .select({ id: emailChangeUndos.id, userId: emailChangeUndos.userId, oldEmail: emailChangeUndos.oldEmail })
          .from(emailChangeUndos)
          .where(
            and(
              eq(emailChangeUndos.tokenHash, sha256Hex(token)),
              isNull(emailChangeUndos.usedAt),
              gt(emailChangeUndos.expiresAt, new Date()),
            ),
          )
          .for('update');
        if (!link) throw badRequest(ACCOUNT_MESSAGES.emailUndoInvalid);
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${link.oldEmail}`, ne(users.id, link.userId)));
        if (other) throw conflict(ACCOUNT_MESSAGES.emailUndoTaken);
        const [user] = await tx
          .update(users)
          .set({ email: link.oldEmail, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, link.userId))
          .returning({ email: users.email });
        if (!user) throw badRequest(ACCOUNT_MESSAGES.emailUndoInvalid);
        await tx
          .update(emailChangeUndos)
          .set({ usedAt: new Date() })
          .where(and(eq(emailChangeUndos.userId, link.userId), isNull(emailChangeUndos.usedAt)));
        const resetToken = await issueResetToken(tx, link.userId);
        return { message: ACCOUNT_MESSAGES.emailRestored(user.email), email: user.email, resetToken };
      });
    } catch (err) {
      // Another account took the address between the check and the update.
      if (isEmailTaken(err)) throw conflict(ACCOUNT_MESSAGES.emailUndoTaken);
      throw err;
    }
  }

  return { recorded, kick, undo };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
