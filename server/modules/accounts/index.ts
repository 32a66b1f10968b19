// The accounts module: users, roles and passwords.
export { createAccountsService, normaliseEmail, type AccountsService } from './accounts.service.ts';
