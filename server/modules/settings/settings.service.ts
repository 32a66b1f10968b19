// Shop settings an admin can change; each read falls back to the built-in default until one is saved.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DELIVERY_RATES, type DeliveryRates } from '../../../domain/pricing.ts';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/settings.ts';

const rupees = z.number().int().min(0).max(1_000_000);
export const deliveryRatesSchema = z.object({ domesticFlat: rupees, internationalBase: rupees, internationalPerExtraItem: rupees });

export function createSettingsService({ db }: { db: Database }) {
  async function deliveryRates(): Promise<DeliveryRates> {
    const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'delivery'));
    const parsed = deliveryRatesSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_DELIVERY_RATES;
  }

  return { deliveryRates };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
