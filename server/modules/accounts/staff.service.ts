// Staff accounts (DECISIONS X2/X3): first-run and invite-only /admin-signup, invite codes (emailed when the admin gives
// an address), and the admin's user management (create with any role, list, change role, activate/deactivate) with the guard that the shop always keeps an administrator.
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type Role, type StaffRole } from '../../../domain/accounts.ts';
import type { AccountUser, InviteView } from '../../../domain/schemas/account-views.ts';
import type { AdminSignupPayload, CreateUserPayload } from '../../../domain/schemas/accounts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { staffInvites, users } from '../../db/schema/accounts.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { OutboxService } from '../notifications/index.ts';
import { staffInviteMail } from './account-mail.ts';
import { isEmailTaken, normaliseEmail, type Actor } from './accounts.service.ts';
import { toAccountUser, userColumns } from './accounts.views.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export const INVITE_VALID_MS = 7 * 24 * 60 * 60_000;

/** Serialises everything that decides how many admins there are: first-run sign-up, role changes, deactivation. */
const lockAdminCount = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop:admin-count'))`);

async function activeAdmins(tx: Transaction): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export interface StaffDeps {
  db: Database;
  passwords: PasswordHasher;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  /** PUBLIC_URL, for the emailed invite link. */
  linkBaseUrl: string;
}

export function createStaffService({ db, passwords, outbox, linkBaseUrl }: StaffDeps) {
  async function signupStatus(): Promise<{ firstRun: boolean }> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    return { firstRun: (row?.n ?? 0) === 0 };
  }

  async function adminSignup(payload: AdminSignupPayload): Promise<{ role: StaffRole; user: AccountUser }> {
    // Hashing takes ~100 ms: do it before taking the lock.
    const passwordHash = await passwords.hash(payload.password);
    return db.transaction(async (tx) => {
      await lockAdminCount(tx);
      const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      let role: StaffRole = 'admin';
      let inviteId: string | undefined;
      if ((admins?.n ?? 0) > 0) {
        if (!payload.inviteCode) throw forbidden(ACCOUNT_MESSAGES.adminSignupClosed);
        const [invite] = await tx
          .select({ id: staffInvites.id, role: staffInvites.role })
          .from(staffInvites)
          .where(
            and(
              eq(staffInvites.codeHash, sha256Hex(payload.inviteCode)),
              isNull(staffInvites.usedAt),
              gt(staffInvites.expiresAt, new Date()),
            ),
          )
          .for('update');
        if (!invite) throw forbidden(ACCOUNT_MESSAGES.inviteInvalid);
        role = invite.role;
        inviteId = invite.id;
      }
      if (payload.role && payload.role !== role) throw forbidden(`This sign-up can only create a ${role} account`);
      let row;
      try {
        [row] = await tx
          .insert(users)
          .values({
            name: payload.name,
            email: normaliseEmail(payload.email),
            passwordHash,
            phoneNumber: payload.phoneNumber,
            address: payload.address,
            role,
          })
          .returning(userColumns);
      } catch (err) {
        if (isEmailTaken(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw err;
      }
      if (inviteId)
        await tx.update(staffInvites).set({ usedAt: new Date(), usedBy: row!.id }).where(eq(staffInvites.id, inviteId));
      return { role, user: toAccountUser(row!) };
    });
  }

  /** An account an admin makes for someone, with any role (SPEC §6); its owner signs in with the password given, then chooses their own. */
  async function createUser(payload: CreateUserPayload): Promise<AccountUser> {
    const address = payload.address ?? { street: '', city: '', state: '', zipCode: '', country: 'Pakistan' };
    try {
      const [row] = await db
        .insert(users)
        .values({
          name: payload.name,
          email: normaliseEmail(payload.email),
          passwordHash: await passwords.hash(payload.password),
          phoneNumber: payload.phoneNumber,
          address,
          role: payload.role,
          // The admin typed this password: its owner replaces it at first sign-in (security row 20).
          mustChangePassword: true,
        })
        .returning(userColumns);
      return toAccountUser(row!);
    } catch (err) {
      // The same words registration uses, so the admin reads one message for one problem.
      if (isEmailTaken(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      throw err;
    }
  }

  /** A one-time code for /admin-signup; only its hash is stored, so the code is shown to the admin exactly once. With an
   *  address, the link is also emailed there, queued with the invite. */
  async function createInvite(actor: Actor, role: StaffRole, email?: string): Promise<InviteView> {
    const code = crypto.randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_VALID_MS);
    await db.transaction(async (tx) => {
      await tx.insert(staffInvites).values({ codeHash: sha256Hex(code), role, createdBy: actor.id, expiresAt });
      if (!email) return;
      const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
      const link = `${linkBaseUrl}/admin-signup?invite=${encodeURIComponent(code)}`;
      await outbox.queue(tx, staffInviteMail(email, { link, role, expiresAt, invitedBy: inviter!.name }, linkBaseUrl));
    });
    if (email) outbox.wake();
    return { code, role, expiresAt: expiresAt.toISOString(), emailedTo: email || null };
  }

  async function listUsers(query: { search?: string; role?: Role; page: number; limit: number }) {
    const filters: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern))!);
    }
    if (query.role) filters.push(eq(users.role, query.role));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(users).where(where),
    ]);
    const totalUsers = total?.n ?? 0;
    return {
      users: rows.map(toAccountUser),
      total: totalUsers,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(totalUsers / query.limit)),
    };
  }

  async function changeRole(userId: string, role: Role): Promise<AccountUser> {
    return db.transaction(async (tx) => {
      await lockAdminCount(tx);
      const [target] = await tx
        .select({ role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!target) throw notFound('User not found');
      if (target.role === 'admin' && target.isActive && role !== 'admin' && (await activeAdmins(tx)) <= 1)
        throw conflict(ACCOUNT_MESSAGES.lastAdmin);
      const [row] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return toAccountUser(row!);
    });
  }

  async function toggleStatus(actor: Actor, userId: string): Promise<AccountUser> {
    if (userId === actor.id) throw badRequest(ACCOUNT_MESSAGES.selfDeactivate);
    return db.transaction(async (tx) => {
      await lockAdminCount(tx);
      const [target] = await tx
        .select({ role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!target) throw notFound('User not found');
      if (target.isActive && target.role === 'admin' && (await activeAdmins(tx)) <= 1)
        throw conflict(ACCOUNT_MESSAGES.lastAdmin);
      const [row] = await tx
        .update(users)
        // Deactivating ends the user's sessions at once; raising the version keeps them ended if they are re-activated.
        .set({
          isActive: !target.isActive,
          tokenVersion: sql`${users.tokenVersion} + ${target.isActive ? 1 : 0}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return toAccountUser(row!);
    });
  }

  return { signupStatus, adminSignup, createUser, createInvite, listUsers, changeRole, toggleStatus };
}

export type StaffService = ReturnType<typeof createStaffService>;
