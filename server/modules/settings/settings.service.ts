// Shop settings an admin can change; each read falls back to the built-in default until one is saved (or when a
// stored value no longer fits its schema), so a fresh shop looks exactly like the demo.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DELIVERY_RATES } from '../../../domain/pricing.ts';
import { DEFAULT_UNPAID_ORDER_HOURS } from '../../../domain/payment-deadline.ts';
import { DEFAULT_MARKUP_PERCENT } from '../../../domain/currency.ts';
import { currencySettingsSchema, type CurrencySettingsPayload } from '../../../domain/schemas/currency.ts';
import {
  contactSettingsSchema,
  deliveryRatesSchema,
  orderSettingsSchema,
  paymentAccountsSchema,
  socialSettingsSchema,
  type ContactSettingsPayload,
  type DeliveryRates,
  type OrderSettingsPayload,
  type PaymentAccounts,
  type SocialSettingsPayload,
  whatsappNumber,
} from '../../../domain/schemas/settings.ts';
import { DEFAULT_CONTACT, DEFAULT_SOCIAL } from '../../../domain/shop-contact.ts';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/settings.ts';

export const SETTING_KEYS = ['payment', 'delivery', 'contact', 'social', 'orders', 'currency'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface ContactDetails {
  contact: ContactSettingsPayload;
  social: SocialSettingsPayload;
}

/** A WhatsApp number saved before numbers were normalised, and unreadable now, switches WhatsApp off rather than
 *  losing the whole contact card to the defaults. */
const storedContactSchema = contactSettingsSchema.extend({ whatsapp: whatsappNumber.catch('') });

function parsedOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

export function createSettingsService({ db }: { db: Database }) {
  async function read(key: SettingKey): Promise<unknown> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key));
    return row?.value;
  }

  async function deliveryRates(): Promise<DeliveryRates> {
    return parsedOr(deliveryRatesSchema, await read('delivery'), DEFAULT_DELIVERY_RATES);
  }

  /** Where shoppers send money; none until the shop (or the demo seed) sets them. */
  async function paymentAccounts(): Promise<PaymentAccounts> {
    return parsedOr(paymentAccountsSchema, await read('payment'), { bank: null, easypaisa: null });
  }

  /** How long a new order waits for its payment (domain/payment-deadline.ts). */
  async function orderRules(): Promise<OrderSettingsPayload> {
    return parsedOr(orderSettingsSchema, await read('orders'), { unpaidOrderHours: DEFAULT_UNPAID_ORDER_HOURS });
  }

  /** The markup on converted prices (SPEC §9): none until the admin sets one. */
  async function currencySettings(): Promise<CurrencySettingsPayload> {
    return parsedOr(currencySettingsSchema, await read('currency'), { markupPercent: DEFAULT_MARKUP_PERCENT });
  }

  /** Contact details, hours and social links in one query: every storefront page shows them. */
  async function contactDetails(): Promise<ContactDetails> {
    const rows = await db
      .select({ key: shopSettings.key, value: shopSettings.value })
      .from(shopSettings)
      .where(inArray(shopSettings.key, ['contact', 'social']));
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    return {
      contact: parsedOr(storedContactSchema, stored.get('contact'), DEFAULT_CONTACT),
      social: parsedOr(socialSettingsSchema, stored.get('social'), DEFAULT_SOCIAL),
    };
  }

  /** Stores one setting, replacing what was there. */
  async function save(key: SettingKey, value: unknown): Promise<void> {
    await db
      .insert(shopSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
  }

  return { deliveryRates, paymentAccounts, contactDetails, orderRules, currencySettings, save };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
