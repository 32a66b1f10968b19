// The contact module: messages from the contact page.
export { createContactService, type ContactService } from './contact.service.ts';
export { contactRoutes } from './contact.routes.ts';
export { contactAcknowledgementMail, contactToShopMail, type ContactAttachment } from './contact-mail.ts';
