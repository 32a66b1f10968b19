// The accounts module's definition: sign-in and sessions, staff and invites, password resets.
import type { Infrastructure } from '../../infrastructure.ts';
import { apiRoutes, defineModule, type ServicesFrom } from '../../lib/module-definition.ts';
import { createPasswordHasher } from '../../lib/passwords.ts';
import type { notificationsModule } from '../notifications/index.ts';
import { createAccountDirectory } from './account-directory.ts';
import { accountRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { createEmailChanges } from './email-change.service.ts';
import { createKnownDevices } from './known-devices.ts';
import { createFailureLog } from './login-failures.ts';
import { createRedisFailureLog } from './login-failures-redis.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { staffRoutes } from './staff.routes.ts';
import { createStaffService } from './staff.service.ts';

type Needs = Pick<Infrastructure, 'db' | 'redis' | 'passwordCost' | 'sessionTokens' | 'derivedKey' | 'linkBaseUrl'> &
  ServicesFrom<typeof notificationsModule, 'outbox'>;

export const accountsModule = defineModule({
  name: 'accounts',
  services: ({ db, redis, passwordCost, sessionTokens, derivedKey, linkBaseUrl, outbox }: Needs) => {
    const passwords = createPasswordHasher(passwordCost);
    // Sign-in failures are kept in the database (or Redis), so the limits hold across instances.
    const loginThrottle = createLoginThrottle({
      failures: redis ? createRedisFailureLog(redis) : createFailureLog(db),
    });
    return {
      /** The upkeep module forgets the failures that ended. */
      loginThrottle,
      accounts: createAccountsService({
        db,
        tokens: sessionTokens,
        throttle: loginThrottle,
        passwords,
        devices: createKnownDevices(derivedKey('shop:known-devices')),
        emailChanges: createEmailChanges({ db, outbox, publicUrl: linkBaseUrl }),
      }),
      directory: createAccountDirectory({ db }),
      staff: createStaffService({ db, passwords, outbox, linkBaseUrl }),
      passwordReset: createPasswordResetService({
        db,
        outbox,
        throttle: loginThrottle,
        passwords,
        publicUrl: linkBaseUrl,
      }),
    };
  },
  routes: ({ accounts, passwordReset, staff }, guards) => [
    apiRoutes(accountRoutes, { accounts, passwordReset, guards }),
    apiRoutes(staffRoutes, { staff, guards }),
  ],
});
