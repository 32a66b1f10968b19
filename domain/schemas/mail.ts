// The admin's email calls (SPEC §7 Email): the log's filters, the test email's address and a message staff write to one
// customer; shared by the Messages cards and the API, so both show the same words.
import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES } from '../mail.ts';
import { pageParam, searchParam } from './list-query.ts';

/** The email log shows the newest 50 on screen and pages beyond (issue 14). */
export const MAIL_LOG_PAGE_SIZE = 50;
export const CUSTOM_SUBJECT_MAX = 150;
export const CUSTOM_MESSAGE_MAX = 5_000;
/** The answer to a re-send from the log: the copy is queued and on its way. */
export const MAIL_RESENT = 'The email will be sent again in a moment.';

const address = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(254, `${field} is too long`)
    .pipe(z.email({ error: 'Please enter a valid email address' }));

export const mailLogQuerySchema = z.strictObject({
  page: pageParam,
  status: z.enum(MAIL_STATUSES, { error: 'Status must be pending, sending, sent or failed' }).optional(),
  kind: z.enum(MAIL_KINDS, { error: 'Unknown type of email' }).optional(),
  search: searchParam,
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

export const testEmailSchema = z.strictObject({ testEmail: address('Test email address') });
export type TestEmailInput = z.infer<typeof testEmailSchema>;

export const customEmailSchema = z.strictObject({
  to: address('Recipient email'),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CUSTOM_SUBJECT_MAX, `Subject must be at most ${CUSTOM_SUBJECT_MAX} characters`),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CUSTOM_MESSAGE_MAX, `Message must be at most ${CUSTOM_MESSAGE_MAX.toLocaleString('en-US')} characters`),
  /** The order or preorder the message is about, so the log links to it. */
  orderId: z.uuid({ error: 'Order not found' }).optional(),
  preorderId: z.uuid({ error: 'Preorder not found' }).optional(),
});
export type CustomEmailInput = z.infer<typeof customEmailSchema>;

/** A general update to every subscriber (POST /email/general-update): a subject and a message, as a custom email. */
export const generalUpdateSchema = customEmailSchema.pick({ subject: true, message: true });
export type GeneralUpdateInput = z.infer<typeof generalUpdateSchema>;
