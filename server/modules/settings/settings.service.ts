// Shop settings an admin can change; each read falls back to the built-in default until one is saved.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DELIVERY_RATES, type DeliveryRates, type PaymentAccounts } from '../../../domain/pricing.ts';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/settings.ts';

const rupees = z.number().int().min(0).max(1_000_000);
export const deliveryRatesSchema = z.object({ domesticFlat: rupees, internationalBase: rupees, internationalPerExtraItem: rupees });

const text = (max: number) => z.string().trim().min(1).max(max);
export const paymentAccountsSchema = z.object({
  bank: z.object({ bankName: text(100), accountTitle: text(100), accountNumber: text(40), iban: z.string().trim().max(40) }).nullable(),
  easypaisa: z.object({ accountTitle: text(100), accountNumber: text(20), qrMediaId: z.uuid().nullable() }).nullable(),
});

export function createSettingsService({ db }: { db: Database }) {
  async function deliveryRates(): Promise<DeliveryRates> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'delivery'));
    const parsed = deliveryRatesSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_DELIVERY_RATES;
  }

  /** Where shoppers send money; none until the shop (or the demo seed) sets them. */
  async function paymentAccounts(): Promise<PaymentAccounts> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'payment'));
    const parsed = paymentAccountsSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : { bank: null, easypaisa: null };
  }

  return { deliveryRates, paymentAccounts };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
