// The newsletter sign-up form's contract, shared by the box on the page and the API.
import { z } from 'zod';
import { pageParam, searchParam } from './list-query.ts';

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

export const NEWSLETTER_MESSAGES = {
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  /** The same words for a forged, mistyped or removed link: the answer says nothing about who is subscribed. */
  badLink: 'This unsubscribe link is not valid. Please use the link in our latest email, or write to us.',
  missingLink: 'This unsubscribe link is incomplete. Please use the whole link from our email.',
  removed: 'Subscriber removed',
  notFound: 'Subscriber not found',
} as const;

const unsubscribeToken = z
  .string({ error: NEWSLETTER_MESSAGES.missingLink })
  .max(200, NEWSLETTER_MESSAGES.badLink)
  .optional();

/** POST /api/newsletter/unsubscribe: the token rides in the link's query (RFC 8058) or in the page's JSON body. */
export const unsubscribeQuerySchema = z.object({ token: unsubscribeToken });

/** What a mail provider POSTs (the form field `List-Unsubscribe=One-Click`, RFC 8058), or the page's `{ token }`. */
export const unsubscribeBodySchema = z
  .object({
    token: unsubscribeToken,
    'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
  })
  .optional();

/** GET /api/newsletter/subscribers: the admin's search and page. */
export const subscriberListQuerySchema = z.strictObject({
  search: searchParam,
  page: pageParam,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
