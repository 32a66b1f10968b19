// The newsletter sign-up form's contract, shared by the box on the page and the API.
import { z } from 'zod';

export const newsletterSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((e) => e.toLowerCase()),
});

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Look out for new collections in your inbox.';

/** POST /api/newsletter: the sentence to show (NEWSLETTER_THANKS). */
export const newsletterAnswerView = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerView>;
