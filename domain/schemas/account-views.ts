// How the API answers about accounts (SPEC §3 User; DECISIONS X2): the user as every endpoint shows it (never a password
// hash), the session after signing in, and the staff calls' answers. The server serialises through these schemas, an
// allow-list an extra field cannot slip through; the web reads their types (import type: no zod in the bundle).
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '../accounts.ts';

export const addressView = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const accountUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: addressView,
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** True until the owner of an account an admin created replaces the password the admin typed (security row 20). */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A user as every endpoint answers it (SPEC §3 User). */
export type AccountUser = z.infer<typeof accountUserSchema>;

/** POST /api/users/login and /register: the token plus the user's fields (SPEC §3), and when the token expires. */
export const sessionResponseSchema = accountUserSchema.extend({
  token: z.string(),
  /** ISO time the token stops working (24 h, SPEC §9 session timeout). */
  expiresAt: z.string(),
  /** Proof that this browser has signed in to the account, sent with its next sign-in so that other people's wrong
   *  guesses never lock it out (kept after signing out; it opens nothing by itself). */
  deviceToken: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The forgot-password and reset-password answers: a sentence to show. */
export const messageViewSchema = z.object({ message: z.string() });
export type MessageView = z.infer<typeof messageViewSchema>;

/** The undone email change (issue 28): the address restored, and a one-time link (1 hour) to choose a new password,
 *  since whoever changed the email may know the old one. */
export const emailUndoneViewSchema = z.object({ message: z.string(), email: z.string(), resetToken: z.string() });
export type EmailUndoneView = z.infer<typeof emailUndoneViewSchema>;

/** GET /api/users/admin-signup/status. */
export const signupStatusSchema = z.object({ firstRun: z.boolean() });
export type SignupStatusView = z.infer<typeof signupStatusSchema>;

/** POST /api/users/admin-signup: the new staff account and the sentence that confirms it. */
export const adminSignupViewSchema = z.object({
  message: z.string(),
  role: z.enum(STAFF_ROLES),
  user: accountUserSchema,
});
export type AdminSignupView = z.infer<typeof adminSignupViewSchema>;

/** POST /api/users/invites: the one-time code, shown once (only its hash is kept), and the address it was emailed to. */
export const inviteViewSchema = z.object({
  code: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
  emailedTo: z.string().nullable(),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

/** GET /api/users/all: a page of the admin's list of accounts. */
export const userPageSchema = z.object({
  users: z.array(accountUserSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type UserPageView = z.infer<typeof userPageSchema>;
