// What GET /api/settings answers (the admin's Shop settings as stored, defaults until saved) and how each card asks
// for it again; PUT /api/settings/{section} answers that section alone, so one card's save never resets another.
import type {
  ContactSettingsPayload,
  DeliverySettingsPayload,
  OrderSettingsPayload,
  SocialSettingsPayload,
} from '../../../../domain/schemas/settings.ts';
import type { PaymentAccountsAnswer } from '../../checkout/use-payment-accounts.ts';

export type PaymentSettings = PaymentAccountsAnswer;

export interface ShopSettings {
  payment: PaymentSettings;
  delivery: DeliverySettingsPayload;
  contact: ContactSettingsPayload;
  social: SocialSettingsPayload;
  orders: OrderSettingsPayload;
}
