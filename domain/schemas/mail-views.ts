// How the API answers an email call of SPEC §7 (a re-send from the admin panel): success and the spec's message.
import { z } from 'zod';

export const mailSentView = z.object({ success: z.literal(true), message: z.string() });
export type MailSentView = z.infer<typeof mailSentView>;
