// The contact module: messages from the contact page.
export {
  createContactService,
  type ContactAttachment,
  type ContactService,
  type ReceivedContactMessage,
} from './contact.service.ts';
export { contactRoutes } from './contact.routes.ts';
export { contactModule } from './contact.module.ts';
