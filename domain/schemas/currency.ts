// zod contracts of the currency API (issue 16): the rates snapshot (GET /api/currency/rates, POST
// /api/currency/refresh), the visitor's location guess (GET /api/currency/location) and the admin's markup setting
// (PUT /api/settings/currency), whose messages the Shop settings card shows as the server does.
import { z } from 'zod';
import { CURRENCIES, MAX_MARKUP_PERCENT, RATE_SOURCES } from '../currency.ts';

export const ratesSnapshotSchema = z.object({
  base: z.literal('PKR'),
  rates: z.object(
    Object.fromEntries(CURRENCIES.map((c) => [c, z.number()])) as Record<(typeof CURRENCIES)[number], z.ZodNumber>,
  ),
  lastUpdated: z.string(),
  source: z.enum(RATE_SOURCES),
});

/** Where the country came from: a CDN header, the Accept-Language region, or nothing (Pakistan until the browser's IP
 *  lookup says otherwise). */
export const LOCATION_SOURCES = ['cdn', 'language', 'none'] as const;

export const visitorLocationSchema = z.object({
  country: z.string(),
  countryName: z.string(),
  currency: z.enum(CURRENCIES),
  currencySymbol: z.string(),
  source: z.enum(LOCATION_SOURCES),
});
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;

/** PUT /api/settings/currency: the markup added to every converted price (SPEC §9), in whole or decimal percent. */
export const currencySettingsSchema = z.strictObject({
  markupPercent: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'Markup is required' : 'Markup must be a number',
    })
    .min(0, 'Markup cannot be negative')
    .max(MAX_MARKUP_PERCENT, `Markup must be at most ${MAX_MARKUP_PERCENT}%`)
    .refine((v) => Number.isInteger(v * 100), 'Markup can have at most 2 decimal places'),
});
export type CurrencySettingsPayload = z.infer<typeof currencySettingsSchema>;
