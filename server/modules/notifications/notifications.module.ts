// The notifications module's definition: the outbox every module sends mail through, its log and the staff's mail.
import path from 'node:path';
import { BRAND } from '../../../domain/brand.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, backgroundJob, defineModule } from '../../lib/module-definition.ts';
import { emailRoutes } from './email.routes.ts';
import { createMailLog } from './mail-log.ts';
import { fileMailTransport, smtpMailTransport } from './mail-transport.ts';
import { createOutboxService } from './outbox.service.ts';
import { createStaffMailer } from './staff-mail.ts';

type Needs = Pick<Infrastructure, 'db' | 'storage' | 'dataDir' | 'mail' | 'linkBaseUrl' | 'metrics' | 'log'>;

export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ db, storage, dataDir, mail, linkBaseUrl, metrics, log }: Needs) => {
    // With no SMTP server, mail is written as .eml files under DATA_DIR/mail.
    const outbox = createOutboxService({
      db,
      transport: mail.smtpUrl ? smtpMailTransport(mail.smtpUrl) : fileMailTransport(path.join(dataDir, 'mail')),
      storage,
      from: mail.from ?? `${BRAND.name} <no-reply@${new URL(linkBaseUrl).hostname}>`,
      log,
      onFailure: metrics.mailFailed,
    });
    return {
      outbox,
      mailLog: createMailLog({ db, outbox }),
      staffMailer: createStaffMailer({ db, outbox, linkBaseUrl }),
    };
  },
  routes: ({ mailLog, staffMailer }, guards) => [apiRoutes(emailRoutes, { log: mailLog, mailer: staffMailer, guards })],
  // Mail queued before a crash or a restart goes out at start; failures are retried with back-off. Requests queue mail,
  // so it stops after them: a delivery they started is waited for.
  jobs: ({ outbox }) => [backgroundJob('outbox', outbox, { servesRequests: true })],
});
