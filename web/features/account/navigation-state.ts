// What travels to /login and /register in navigation state: where to come back to, and a message to show there
// (the admin sign-up's success, a finished password reset, an expired session).
import { safeReturnPath, type AccountUser } from '../../../domain/accounts.ts';
import { isStaff } from '../../../domain/permissions.ts';

/** Where the owner of an admin-created account chooses their own password (use-password-change-gate.ts). */
export const CHANGE_PASSWORD_PATH = '/change-password';

export interface AccountState {
  from?: string;
  message?: string;
}

/** Reads the state defensively: anyone can put anything in history.state. */
export function accountState(state: unknown): AccountState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, message } = state as Record<string, unknown>;
  return { from: typeof from === 'string' ? from : undefined, message: typeof message === 'string' ? message : undefined };
}

/**
 * After signing in: first to choose a password when an admin set this one; then staff to the admin panel, shoppers
 * back where they came from (a same-site path only) or home.
 */
export function destinationAfterSignIn(user: AccountUser, from: string | undefined): string {
  if (user.mustChangePassword) return CHANGE_PASSWORD_PATH;
  return isStaff(user.role) ? '/admin' : safeReturnPath(from);
}
