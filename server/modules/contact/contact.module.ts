// The contact module's definition: messages from the contact page.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { mediaModule } from '../media/index.ts';
import type { notificationsModule } from '../notifications/index.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'cached' | 'linkBaseUrl'> &
  ServicesFrom<typeof mediaModule, 'uploads'> &
  ServicesFrom<typeof notificationsModule, 'outbox'>;

export const contactModule = defineModule({
  name: 'contact',
  services: ({ db, cached, linkBaseUrl, uploads, outbox }: Needs) => ({
    contact: createContactService({
      db,
      uploads,
      outbox,
      shopContact: async () => (await cached.settings.contactDetails()).contact,
      linkBaseUrl,
    }),
  }),
  routes: ({ contact }, guards) => [apiRoutes(contactRoutes, { contact, guards })],
});
