// The contact form's contract (SPEC §2 /contact, §5 Contact rules), shared by the page and the API.
import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../contact.ts';
import { pageParam } from './list-query.ts';

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

export const contactMessageSchema = z.object({
  name: required('Name', 100),
  email: required('Email', 254).pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: optional('Phone', 30),
  location: optional('Location', 100),
  subject: z.enum(SUBJECT_VALUES, { error: 'Subject is required' }),
  message: required('Message', 5000),
  /** The fileUrl of a contact-attachments upload (SPEC §9: one image, PDF, DOC or DOCX up to 10 MB). */
  attachment: z.string({ error: 'Attachment must be a file address' }).trim().max(300).optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/contact: the message was kept and the sentence to show. */
export const contactAnswerView = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerView>;

/** GET /api/contact-messages: which page of the newest-first list. */
export const contactMessageListQuerySchema = z.strictObject({
  page: pageParam,
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;
