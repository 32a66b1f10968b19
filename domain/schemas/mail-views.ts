// The admin's email answers: a page of the email log, the mail server's state, and the success of a send (SPEC §8).
import { z } from 'zod';
import { MAIL_STATUSES } from '../mail.ts';

export const mailLogRowSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  /** The log's name for the kind ('Order confirmation'), or the kind itself for one this version does not know. */
  kindLabel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The order it is about, by its tracking ID for the link; null when none (or the order is gone). */
  order: z.object({ _id: z.string(), trackingId: z.string() }).nullable(),
  preorder: z.object({ _id: z.string(), preorderId: z.string() }).nullable(),
});
export type MailLogRow = z.infer<typeof mailLogRowSchema>;

export const mailLogPageSchema = z.object({
  messages: z.array(mailLogRowSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type MailLogPage = z.infer<typeof mailLogPageSchema>;

/** Where mail goes, and how the outbox stands; never the SMTP password. */
export const mailStatusSchema = z.object({
  transport: z.enum(['smtp', 'files']),
  /** host:port, or the mail folder's own name. */
  target: z.string(),
  sender: z.string(),
  pending: z.number(),
  failed: z.number(),
  sentLastDay: z.number(),
});
export type MailStatusView = z.infer<typeof mailStatusSchema>;

export const mailSentSchema = z.object({ success: z.literal(true), message: z.string() });
export type MailSent = z.infer<typeof mailSentSchema>;
