// The settings module: shop settings (delivery rates, payment accounts).
export { createSettingsService, type SettingsService } from './settings.service.ts';
export { settingsRoutes } from './settings.routes.ts';
