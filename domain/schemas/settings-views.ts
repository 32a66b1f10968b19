// How the API answers about the shop's settings: GET /api/settings/payment (checkout), /contact and /social (the
// storefront), and the admin's Shop settings (GET /api/settings; PUT /api/settings/{section} answers that section).
import { z } from 'zod';

/** The shop's accounts shoppers pay into; the Easypaisa QR is an image URL, or null when none was uploaded. */
export const paymentSettingsView = z.object({
  bank: z
    .object({ bankName: z.string(), accountTitle: z.string(), accountNumber: z.string(), iban: z.string() })
    .nullable(),
  easypaisa: z
    .object({ accountTitle: z.string(), accountNumber: z.string(), qrImage: z.string().nullable() })
    .nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsView>;

export const deliverySettingsView = z.object({
  domesticFlat: z.number(),
  internationalBase: z.number(),
  internationalPerExtraItem: z.number(),
});
export const contactSettingsView = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
export const socialSettingsView = z.object({ instagram: z.string(), facebook: z.string(), whatsapp: z.string() });
export const orderSettingsView = z.object({ unpaidOrderHours: z.number() });
export const currencySettingsView = z.object({ markupPercent: z.number() });

/** GET /api/settings: every section as stored (defaults until saved). */
export const shopSettingsView = z.object({
  payment: paymentSettingsView,
  delivery: deliverySettingsView,
  contact: contactSettingsView,
  social: socialSettingsView,
  orders: orderSettingsView,
  currency: currencySettingsView,
});
export type ShopSettingsView = z.infer<typeof shopSettingsView>;
