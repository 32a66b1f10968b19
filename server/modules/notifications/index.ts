// The notifications module: the email outbox and where mail is delivered.
export { createOutboxService, retryDelayMs, type OutboxService, type QueuedMail } from './outbox.service.ts';
export { fileMailTransport, toEml, type MailTransport, type OutgoingMail } from './mail-transport.ts';
export { escapeHtml, greeting, signature } from './mail-words.ts';
