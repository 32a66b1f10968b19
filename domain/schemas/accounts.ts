// zod contracts of the account calls (SPEC §3 payloads, §5 rules and messages), shared by the forms and the API.
// Payload objects are strict: an unknown field (isActive, role on a profile...) is refused, never silently stored.
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ROLES, STAFF_ROLES } from '../accounts.ts';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '../limits.ts';
import { pageParam, searchParam } from './list-query.ts';

/** Passwords an attacker tries first; refused on register, admin signup and reset. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '121212',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'admin',
  'admin123',
  'welcome',
  'welcome1',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'cricket',
  'pakistan',
  'pakistan123',
  'karachi',
  'lahore',
  'islamabad',
  'allah786',
  '786786',
  'shop123',
  'secret',
  'changeme',
  '112233',
]);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const nameField = text('Name', 100).min(2, 'Name must be at least 2 characters');

const emailField = (invalid: string) =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: invalid }));

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

/** A new password: the login rules plus no well-known password. */
const newPasswordField = passwordField.refine(
  (p) => !COMMON_PASSWORDS.has(p.toLowerCase()),
  'This password is too common. Please choose another.',
);

/** Optional +, then 10 or more digits, spaces, dashes or parentheses (SPEC §5 admin signup), with at least 10 digits. */
const phoneField = text('Phone number', 30).refine(
  (p) => /^\+?[\d\s\-()]{10,}$/.test(p) && p.replace(/\D/g, '').length >= 10,
  'Please enter a valid phone number',
);

const confirmField = z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password');

function passwordsMatch<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
}

export const loginSchema = z.strictObject({
  email: emailField('Email is invalid'),
  // Login checks only presence and the length rule: an old password that a newer rule would refuse still signs in.
  password: passwordField,
  /** From this browser's earlier sign-in to the account (SessionResponse.deviceToken), when it has one. */
  deviceToken: z.string().max(200).optional(),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** POST /api/users/register (SPEC §3): the address is one line, stored as the street (DECISIONS D8). */
export const registerSchema = z.strictObject({
  name: nameField,
  email: emailField('Email is invalid'),
  password: newPasswordField,
  phoneNumber: phoneField,
  address: text('Address', 300),
  // Accepted only so a refusal can say why: any role but customer is answered 403 (DECISIONS X2).
  role: z.enum(ROLES, { error: 'Role is not recognised' }).optional(),
});
export type RegisterPayload = z.infer<typeof registerSchema>;

/** The register form: the payload plus the confirmation, which is never sent. */
export const registerFormSchema = passwordsMatch(
  registerSchema.omit({ role: true }).extend({ confirmPassword: confirmField }),
);

export const addressSchema = z.strictObject({
  street: text('Street', 200),
  city: text('City', 100),
  state: text('State', 100),
  zipCode: text('ZIP code', 20),
  country: text('Country', 60),
});

/** POST /api/users/admin-signup: first-run set-up, or with an admin's one-time invite code (DECISIONS X2). */
export const adminSignupSchema = z.strictObject({
  name: nameField,
  email: emailField('Please enter a valid email'),
  password: newPasswordField,
  phoneNumber: phoneField,
  role: z.enum(STAFF_ROLES, { error: 'Role must be admin, coordinator or worker' }).optional(),
  address: addressSchema,
  inviteCode: z.string().trim().max(100, 'Invite code is too long').optional(),
});
export type AdminSignupPayload = z.infer<typeof adminSignupSchema>;

export const adminSignupFormSchema = passwordsMatch(adminSignupSchema.extend({ confirmPassword: confirmField }));

/** PUT /api/users/profile: the profile's street is required, the rest of the address may stay blank. */
export const profileUpdateSchema = z.strictObject({
  /** Needed only when the email changes (issue 28): a stolen session alone must not move the account elsewhere. */
  currentPassword: z.string().max(128, 'Password must be at most 128 characters').optional(),
  name: nameField,
  email: emailField('Email is invalid'),
  phoneNumber: phoneField,
  address: z.strictObject({
    street: text('Address', 200),
    city: z.string().trim().max(100, 'City must be at most 100 characters').default(''),
    state: z.string().trim().max(100, 'State must be at most 100 characters').default(''),
    zipCode: z.string().trim().max(20, 'ZIP code must be at most 20 characters').default(''),
    country: z.string().trim().max(60, 'Country must be at most 60 characters').default('Pakistan'),
  }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** The profile form: the current password is asked for only when the email changes (issue 28). */
export const profileFormSchema = (currentEmail: string) =>
  profileUpdateSchema.refine((v) => v.email === currentEmail.trim().toLowerCase() || Boolean(v.currentPassword), {
    message: ACCOUNT_MESSAGES.currentPasswordForEmail,
    path: ['currentPassword'],
  });

export const forgotPasswordSchema = z.strictObject({ email: emailField('Email is invalid') });

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: 'Reset token is required' })
    .min(20, 'This reset link is invalid or has expired. Please request a new one.')
    .max(200, 'This reset link is invalid or has expired. Please request a new one.'),
  password: newPasswordField,
});
export const resetPasswordFormSchema = passwordsMatch(
  resetPasswordSchema.omit({ token: true }).extend({ confirmPassword: confirmField }),
);

/** POST /api/users/undo-email-change: the one-time token mailed to the old address when the email changed. */
export const undoEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: ACCOUNT_MESSAGES.emailUndoInvalid })
    .min(20, ACCOUNT_MESSAGES.emailUndoInvalid)
    .max(200, ACCOUNT_MESSAGES.emailUndoInvalid),
});

/** A signed-in user replacing their password: the current one proves it is them, not someone at an unlocked screen. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128, 'Password must be at most 128 characters'),
    password: newPasswordField,
  })
  .refine((v) => v.password !== v.currentPassword, { message: ACCOUNT_MESSAGES.samePassword, path: ['password'] });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;
export const changePasswordFormSchema = passwordsMatch(
  changePasswordSchema.safeExtend({ confirmPassword: confirmField }),
);

/** An optional address line: blank when the admin leaves it out. */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** POST /api/users: an admin creates an account with any role (SPEC §6); the password follows the registration rules. */
export const createUserSchema = z.strictObject({
  name: nameField,
  email: emailField('Email is invalid'),
  password: newPasswordField,
  phoneNumber: phoneField,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  address: z
    .strictObject({
      street: optionalText('Street', 200),
      city: optionalText('City', 100),
      state: optionalText('State', 100),
      zipCode: optionalText('ZIP code', 20),
      country: optionalText('Country', 60).transform((c) => c || 'Pakistan'),
    })
    .optional(),
});
export type CreateUserPayload = z.infer<typeof createUserSchema>;

/** The admin's create-user form: the payload plus the confirmation, which is never sent. */
export const createUserFormSchema = passwordsMatch(createUserSchema.extend({ confirmPassword: confirmField }));

export const roleChangeSchema = z.strictObject({
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
});

export const inviteCreateSchema = z.strictObject({
  role: z.enum(STAFF_ROLES, { error: 'Role must be admin, coordinator or worker' }).default('admin'),
  /** Where to email the invite link; empty or left out, the admin copies the link and passes it on. */
  email: z.union([z.literal(''), emailField('Please enter a valid email')]).optional(),
});

export const userListQuerySchema = z.strictObject({
  search: searchParam,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  page: pageParam,
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be 1-100')
    .max(100, 'Limit must be 1-100')
    .default(25),
});

/** GET /api/admin/customers (SPEC §2 Customers tab): filters all, active, inactive, high-value, and role; 25 a page. */
export const customerListQuerySchema = z.strictObject({
  filter: z
    .enum(['all', 'active', 'inactive', 'high-value'], { error: 'Filter must be all, active, inactive or high-value' })
    .default('all'),
  role: z
    .enum(['customer', 'worker', 'coordinator'], { error: 'Role must be customer, worker or coordinator' })
    .optional(),
  search: searchParam,
  page: pageParam,
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be 1-100')
    .max(100, 'Limit must be 1-100')
    .default(ADMIN_CUSTOMERS_PAGE_SIZE),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
