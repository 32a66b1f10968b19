// The newsletter module: sign-ups from the newsletter box.
export { createNewsletterService, type NewsletterService } from './newsletter.service.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { generalUpdateMail, newsletterWelcomeMail } from './newsletter-mail.ts';
