// What staff read of the contact form's messages (GET /api/contact-messages): the sender, the message, and the
// attachment as a short-lived signed download link, never its storage path.
import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../contact.ts';

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];

export const contactAttachmentView = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** A signed link of a few minutes that saves the file under fileName. */
  downloadUrl: z.string(),
});

export const contactMessageView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  subject: z.enum(SUBJECT_VALUES),
  message: z.string(),
  attachment: contactAttachmentView.nullable(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

export const contactMessagePageView = z.object({
  messages: z.array(contactMessageView),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});
export type ContactMessagePageView = z.infer<typeof contactMessagePageView>;
