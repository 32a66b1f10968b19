// The settings module: shop settings (delivery rates for now).
export { createSettingsService, type SettingsService } from './settings.service.ts';
