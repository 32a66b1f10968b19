// What GET /api/settings answers (the admin's Shop settings as stored, defaults until saved) and how each card asks
// for it again; PUT /api/settings/{section} answers that section alone, so one card's save never resets another.
import type { PaymentSettingsView, ShopSettingsView } from '../../../../domain/schemas/settings-views.ts';

export type PaymentSettings = PaymentSettingsView;
export type ShopSettings = ShopSettingsView;
