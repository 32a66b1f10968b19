// The newsletter module: sign-ups from the newsletter box, unsubscribe links, the admin's subscriber list, and its mail.
export { createNewsletterService, type NewsletterService, type SubscriberRecipient } from './newsletter.service.ts';
export { createSubscribersAdmin, type SubscribersAdmin } from './subscribers-admin.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { unsubscribeToken } from './unsubscribe-tokens.ts';
export { createNewsletterMailer, type NewsletterMailer } from './newsletter-mailer.ts';
export { newsletterModule } from './newsletter.module.ts';
