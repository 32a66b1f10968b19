// Accounts: registration, sign-in, the session behind every token, password changes, the user's own profile (an email
// change needs the current password and is mailed to the old address), and the operator's admin account.
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type Role } from '../../../domain/accounts.ts';
import type { AccountUser, SessionResponse } from '../../../domain/schemas/account-views.ts';
import type {
  ChangePasswordPayload,
  LoginPayload,
  ProfileUpdate,
  RegisterPayload,
} from '../../../domain/schemas/accounts.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { SessionTokens } from '../../lib/session-tokens.ts';
import { toAccountUser, userColumns } from './accounts.views.ts';
import type { KnownDevices } from './known-devices.ts';
import type { EmailChanges } from './email-change.service.ts';
import type { Attempt, LoginThrottle } from './login-throttle.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Who is calling: resolved from a verified token and the user's current row on every request. */
export interface Actor {
  id: string;
  role: Role;
  /** An admin-created account whose owner has not yet chosen their own password: the guards let it do only that. */
  mustChangePassword: boolean;
}

/** PostgreSQL's unique-violation on the e-mail index means the address is taken (also under a race). */
export function isEmailTaken(err: unknown): boolean {
  const cause =
    (err as { cause?: { code?: string; constraint?: string } })?.cause ??
    (err as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === 'users_email_unique';
}

export interface AccountsDeps {
  db: Database;
  tokens: SessionTokens;
  throttle: LoginThrottle;
  devices: KnownDevices;
  passwords: PasswordHasher;
  /** Issue 28: the undo link mailed to the old address when the email changes, and its use. */
  emailChanges: Pick<EmailChanges, 'recorded' | 'kick' | 'undo'>;
  /** Waits before an attempt on an account under a wide attack (login-throttle.ts); a test may pass a clock's. */
  sleep?: (ms: number) => Promise<void>;
}

export function createAccountsService({
  db,
  tokens,
  throttle,
  devices,
  passwords,
  emailChanges,
  sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
}: AccountsDeps) {
  // Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
  const dummyHash = passwords.hash('not-a-real-password');

  /**
   * Checks a password under the login throttle. The attempt is counted as a failure before the password is checked
   * (login-throttle.ts), so guesses sent all at once are held to the same limit as guesses sent one by one; a right
   * password takes its count back. Too many from this device, or from this address for this account: 429 with no
   * password checked. An account under attack from everywhere is only slowed down, so its owner is never locked out.
   */
  async function passwordMatches(attempt: Attempt, password: string, hash: string): Promise<boolean> {
    const { blockedMs, slowDownMs, ticket } = await throttle.admit(attempt);
    if (!ticket)
      throw new AppError(429, ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(blockedMs / 60_000)), {
        retryAfterSeconds: Math.ceil(blockedMs / 1000),
      });
    if (slowDownMs > 0) await sleep(slowDownMs);
    const matches = await passwords.verify(password, hash);
    if (matches) await throttle.passed(ticket);
    return matches;
  }

  async function startSession(userId: string, version: number, user: AccountUser): Promise<SessionResponse> {
    const { token, expiresAt } = await tokens.issue({ userId, version });
    return { ...user, token, expiresAt: expiresAt.toISOString() };
  }

  async function register(payload: RegisterPayload): Promise<SessionResponse> {
    if (payload.role && payload.role !== 'customer') throw forbidden(ACCOUNT_MESSAGES.roleRefused);
    try {
      const [row] = await db
        .insert(users)
        .values({
          name: payload.name,
          email: normaliseEmail(payload.email),
          passwordHash: await passwords.hash(payload.password),
          phoneNumber: payload.phoneNumber,
          // DECISIONS D8: the one-line address of the register form is the street; the profile fills the rest.
          address: { street: payload.address, city: '', state: '', zipCode: '', country: 'Pakistan' },
          role: 'customer',
        })
        .returning({ ...userColumns, tokenVersion: users.tokenVersion });
      // The browser that made the account is its first known device.
      return {
        ...(await startSession(row!.id, row!.tokenVersion, toAccountUser(row!))),
        deviceToken: devices.tokenFor(row!.id),
      };
    } catch (err) {
      if (isEmailTaken(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      throw err;
    }
  }

  async function login({ email, password, deviceToken }: LoginPayload, ip: string): Promise<SessionResponse> {
    const account = normaliseEmail(email);
    const [row] = await db
      .select({ ...userColumns, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
      .from(users)
      .where(sql`lower(${users.email}) = ${account}`);
    const attempt: Attempt = { account, ip, device: row && devices.deviceOf(row.id, deviceToken) };
    const matches = await passwordMatches(attempt, password, row?.passwordHash ?? (await dummyHash));
    if (!row || !matches) throw unauthorized(ACCOUNT_MESSAGES.badCredentials);
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (!row.isActive) throw forbidden(ACCOUNT_MESSAGES.deactivated);
    // Only now is the password in hand: a hash made at an older, cheaper cost is replaced by one at today's.
    if (passwords.needsRehash(row.passwordHash))
      await db
        .update(users)
        .set({ passwordHash: await passwords.hash(password) })
        .where(eq(users.id, row.id));
    return {
      ...(await startSession(row.id, row.tokenVersion, toAccountUser(row))),
      deviceToken: devices.tokenFor(row.id, attempt.device),
    };
  }

  /** The caller behind a token, or null when the token is not ours, expired, or its user is gone, inactive or signed out everywhere. */
  async function resolveSession(token: string): Promise<Actor | null> {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const [row] = await db
      .select({
        role: users.role,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!row || !row.isActive || row.tokenVersion !== claims.version) return null;
    return { id: claims.userId, role: row.role, mustChangePassword: row.mustChangePassword };
  }

  /**
   * A signed-in user proves it is them with the current password (changing the password or the email). Wrong guesses
   * count as failed sign-ins, so this is no side door around the login throttle.
   */
  async function checkCurrentPassword(
    userId: string,
    row: { email: string; passwordHash: string },
    currentPassword: string,
    ip: string,
  ): Promise<void> {
    // Signed in, so this session is a known device of the account: its wrong guesses stop it, and only it.
    const attempt: Attempt = { account: row.email, ip, device: `session:${userId}` };
    if (!(await passwordMatches(attempt, currentPassword, row.passwordHash)))
      throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  }

  /**
   * A signed-in user replaces their password. Wrong guesses of the current one count as failed sign-ins, so this is
   * no side door around the login throttle. Every other session ends; this device gets a fresh one.
   */
  async function changePassword(
    userId: string,
    { currentPassword, password }: ChangePasswordPayload,
    ip: string,
  ): Promise<SessionResponse> {
    const [row] = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound('Account not found');
    await checkCurrentPassword(userId, row, currentPassword, ip);
    const [updated] = await db
      .update(users)
      .set({
        passwordHash: await passwords.hash(password),
        mustChangePassword: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ ...userColumns, tokenVersion: users.tokenVersion });
    return startSession(updated!.id, updated!.tokenVersion, toAccountUser(updated!));
  }

  async function profile(userId: string): Promise<AccountUser> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
    if (!row) throw notFound('Account not found');
    return toAccountUser(row);
  }

  /** The caller's own details. A new email needs the current password (a stolen session alone must not move the
   *  account to another address) and is told to the old address with a link to undo it (issue 28). */
  async function updateProfile(userId: string, update: ProfileUpdate, ip: string): Promise<AccountUser> {
    const [current] = await db
      .select({ name: users.name, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!current) throw notFound('Account not found');
    const email = normaliseEmail(update.email);
    const emailChanged = email !== normaliseEmail(current.email);
    if (emailChanged) {
      if (!update.currentPassword) throw badRequest(ACCOUNT_MESSAGES.currentPasswordForEmail);
      await checkCurrentPassword(userId, current, update.currentPassword, ip);
    }
    try {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({
            name: update.name,
            email,
            phoneNumber: update.phoneNumber,
            address: update.address,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning(userColumns);
        if (!updated) throw notFound('Account not found');
        if (emailChanged)
          await emailChanges.recorded(tx, { userId, name: updated.name, oldEmail: current.email, newEmail: email });
        return updated;
      });
      if (emailChanged) emailChanges.kick();
      return toAccountUser(row);
    } catch (err) {
      if (isEmailTaken(err)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      throw err;
    }
  }

  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD: create that admin, or make an existing account with that email an active admin
   * with that password, so an operator can always get back in.
   */
  async function ensureAdmin(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
    const normalised = normaliseEmail(email);
    const [existing] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalised}`);
    if (!existing) {
      await db
        .insert(users)
        .values({ name: 'Shop Admin', email: normalised, passwordHash: await passwords.hash(password), role: 'admin' });
      return 'created';
    }
    const samePassword = await passwords.verify(password, existing.passwordHash);
    if (samePassword && existing.role === 'admin' && existing.isActive) return 'unchanged';
    await db
      .update(users)
      .set({
        role: 'admin',
        isActive: true,
        passwordHash: samePassword ? existing.passwordHash : await passwords.hash(password),
        // A new password from the operator ends every session signed in with the old one.
        tokenVersion: samePassword ? existing.tokenVersion : existing.tokenVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return 'updated';
  }

  return {
    register,
    login,
    resolveSession,
    changePassword,
    profile,
    updateProfile,
    undoEmailChange: emailChanges.undo,
    ensureAdmin,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
