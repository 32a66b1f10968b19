// The newsletter module: sign-ups from the newsletter box, unsubscribe links, and the admin's subscriber list.
export { createNewsletterService, type NewsletterService, type SubscriberRecipient } from './newsletter.service.ts';
export { createSubscribersAdmin, type SubscribersAdmin } from './subscribers-admin.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { unsubscribeToken } from './unsubscribe-tokens.ts';
