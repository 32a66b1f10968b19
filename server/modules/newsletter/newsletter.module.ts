// The newsletter module's definition: sign-ups, unsubscribe links, the subscriber list and the newsletter's mail.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { notificationsModule } from '../notifications/index.ts';
import { createNewsletterMailer } from './newsletter-mailer.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';
import { createSubscribersAdmin } from './subscribers-admin.ts';

type Needs = Pick<Infrastructure, 'db' | 'derivedKey' | 'linkBaseUrl'> &
  ServicesFrom<typeof notificationsModule, 'outbox'>;

export const newsletterModule = defineModule({
  name: 'newsletter',
  services: ({ db, derivedKey, linkBaseUrl, outbox }: Needs) => {
    const newsletter = createNewsletterService({
      db,
      unsubscribeKey: derivedKey('shop:newsletter-unsubscribe'),
      linkBaseUrl,
    });
    return {
      newsletter,
      newsletterMailer: createNewsletterMailer({ db, newsletter, outbox, linkBaseUrl }),
      newsletterSubscribers: createSubscribersAdmin({ db }),
    };
  },
  routes: ({ newsletter, newsletterMailer, newsletterSubscribers }, guards) => [
    apiRoutes(newsletterRoutes, {
      newsletter,
      mailer: newsletterMailer,
      subscribers: newsletterSubscribers,
      guards,
    }),
  ],
});
