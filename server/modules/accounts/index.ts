// The accounts module: users, sessions, roles, staff sign-up and invites, and password resets.
export { createAccountsService, normaliseEmail, type AccountsService, type Actor } from './accounts.service.ts';
export { createStaffService, type StaffService } from './staff.service.ts';
export { createEmailChanges, type EmailChanges } from './email-change.service.ts';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.ts';
export { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
export { createFailureLog, type FailureLog } from './login-failures.ts';
export { createRedisFailureLog } from './login-failures-redis.ts';
export { createKnownDevices, type KnownDevices } from './known-devices.ts';
export { accountRoutes } from './accounts.routes.ts';
export { staffRoutes } from './staff.routes.ts';
export {
  createAccountDirectory,
  recordedActor,
  type AccountDirectory,
  type RecordedActor,
} from './account-directory.ts';
export { accountsModule } from './accounts.module.ts';
