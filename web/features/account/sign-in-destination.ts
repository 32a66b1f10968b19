// Where a visitor goes once signed in (/login, /register) or once they have chosen their own password (/change-password).
import { safeReturnPath } from '../../../domain/accounts.ts';
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { isStaff } from '../../../domain/permissions.ts';
import { CHANGE_PASSWORD_PATH } from './navigation-state.ts';

/**
 * After signing in: first to choose a password when an admin set this one; then staff to the admin panel, shoppers
 * back where they came from (a same-site path only) or home.
 */
export function destinationAfterSignIn(user: AccountUser, from: string | undefined): string {
  if (user.mustChangePassword) return CHANGE_PASSWORD_PATH;
  return isStaff(user.role) ? '/admin' : safeReturnPath(from);
}
