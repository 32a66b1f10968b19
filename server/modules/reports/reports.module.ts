// The reports module's definition: the admin's dashboard and customer figures.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import type { settingsModule } from '../settings/index.ts';
import { createCustomersService } from './customers.service.ts';
import { createDashboardService } from './dashboard.service.ts';
import { reportRoutes } from './reports.routes.ts';

type Needs = Pick<Infrastructure, 'db' | 'publicUrlSet' | 'mail'> & ServicesFrom<typeof settingsModule, 'settings'>;

export const reportsModule = defineModule({
  name: 'reports',
  services: ({ db, publicUrlSet, mail, settings }: Needs) => ({
    dashboard: createDashboardService({
      db,
      paymentAccounts: settings.paymentAccounts,
      publicUrlSet,
      mailServerSet: !!mail.smtpUrl,
    }),
    customers: createCustomersService({ db }),
  }),
  routes: ({ dashboard, customers }, guards) => [apiRoutes(reportRoutes, { dashboard, customers, guards })],
});
