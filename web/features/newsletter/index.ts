// The newsletter's face: the sign-up form (footer, home) and what the unsubscribe route shows.
export { NewsletterForm } from './newsletter-form.tsx';
export { UnsubscribePanel } from './unsubscribe-panel.tsx';
