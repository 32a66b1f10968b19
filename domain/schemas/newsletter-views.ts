// The answers of the newsletter's admin calls: a page of subscribers with the count of those still subscribed.
import { z } from 'zod';

export const subscriberView = z.object({
  _id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriberView = z.infer<typeof subscriberView>;

export const subscriberPageView = z.object({
  subscribers: z.array(subscriberView),
  /** Addresses matching the search, subscribed or not (the pages). */
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  /** Every address still subscribed, whatever the search: who a general update would reach. */
  activeCount: z.number(),
});
export type SubscriberPageView = z.infer<typeof subscriberPageView>;
