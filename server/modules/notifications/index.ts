// The notifications module: the email outbox, where mail is delivered, and the branded templates' building blocks.
export { createOutboxService, retryDelayMs, type OutboxService, type QueuedMail } from './outbox.service.ts';
export { fileMailTransport, smtpMailTransport, type MailTransport, type OutgoingMail } from './mail-transport.ts';
export { composeMail, mailShop, type MailEnvelope } from './templates/compose-mail.ts';
export type { MailBlock, MailContent, MailItem, MailShop } from './templates/mail-content.ts';
export { greeting } from './mail-words.ts';
export { createMailLog, type MailLog } from './mail-log.ts';
export { createStaffMailer, type StaffMailer } from './staff-mail.ts';
export { emailRoutes } from './email.routes.ts';
export { notificationsModule } from './notifications.module.ts';
