// The settings module: shop settings (payment accounts, delivery rates, contact details, social links, hours to pay,
// the currency markup) and their editor.
export { createSettingsService, type ContactDetails, type SettingsService } from './settings.service.ts';
export { createSettingsEditor, paymentView, type SettingsEditor } from './settings-editor.service.ts';
export { settingsRoutes } from './settings.routes.ts';
export { payIntoRows } from './payment-rows.ts';
export { settingsModule } from './settings.module.ts';
