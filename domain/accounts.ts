// Account facts shared by server and browser, without zod: roles, the structured address, and the messages of
// SPEC §5/§8 and DECISIONS X2/X10 that both sides show (the user as the API answers it: schemas/account-views.ts).
import { BRAND } from './brand.ts';

export const ROLES = ['customer', 'worker', 'coordinator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an admin can hand out through an invite to /admin-signup. */
export const STAFF_ROLES = ['admin', 'coordinator', 'worker'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  coordinator: 'Coordinator',
  worker: 'Worker',
  customer: 'Customer',
};

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export const ACCOUNT_MESSAGES = {
  /** Announced once registering has signed the shopper in, on the page they were going to. */
  welcome: (name: string) => `Welcome to ${BRAND.name}, ${name.trim().split(/\s+/)[0]}!`,
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  badCredentials: 'Invalid email or password',
  deactivated: 'This account has been deactivated. Please contact us if you think this is a mistake.',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue',
  notAllowed: 'You are not allowed to do this',
  roleRefused: 'Only customer accounts can be created here',
  adminSignupClosed: 'Admin signup is closed',
  inviteInvalid: 'This invite code is invalid, used or expired',
  adminSignupSuccess: (role: string) => `Account created successfully! You can now login with role: ${role}`,
  forgotPasswordSent:
    'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  lastAdmin: 'The shop must keep at least one active administrator',
  selfDeactivate: 'You cannot deactivate your own account',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  /** Issue 28: an email change needs the current password, and the old address can undo it for 7 days. */
  currentPasswordForEmail: 'Please enter your current password to change your email',
  emailUndoInvalid: 'This link has expired or was already used.',
  emailUndoTaken:
    'This email address now belongs to another account, so it cannot be restored here. Please contact us.',
  emailRestored: (email: string) =>
    `Your email is ${email} again, and every session of your account has been signed out. Please choose a new password.`,
  samePassword: 'Please choose a password different from the current one',
  passwordChangeRequired: 'Please choose a new password before you continue.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again, or reset your password.`,
} as const;

/** "Sana Tariq Khan" -> first "Sana", last "Tariq Khan" (SPEC §3 lists both beside name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** Initials for the avatar drawn locally (DECISIONS D10). */
export function initialsOf(name: string): string {
  const { firstName, lastName } = splitName(name);
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Only same-site relative paths may be a redirect target after sign-in (security row 46). */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (
    typeof candidate !== 'string' ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.startsWith('/\\')
  )
    return fallback;
  if (/^\/(login|register|forgot-password|reset-password|undo-email-change|admin-signup)(\/|$|\?)/.test(candidate))
    return fallback;
  return candidate;
}
