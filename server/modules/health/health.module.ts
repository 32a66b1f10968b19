// The health module's definition: routes only, over the database and storage it checks.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule } from '../../lib/module-definition.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule({
  name: 'health',
  // Builds nothing: it names what its routes check.
  services: (_deps: Pick<Infrastructure, 'db' | 'storage'>) => ({}),
  routes: ({ db, storage }) => [apiRoutes(healthRoutes, { db, storage })],
});
