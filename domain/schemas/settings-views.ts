// How the API answers about the shop's settings: GET /api/settings/payment (checkout), /contact and /social (the
// storefront), and the admin's Shop settings (GET /api/settings; PUT /api/settings/{section} answers that section).
import { z } from 'zod';
import { currencySettingsSchema } from './currency.ts';
import {
  bankAccountShape,
  deliveryRatesSchema,
  easypaisaAccountShape,
  orderSettingsSchema,
  socialSettingsSchema,
  type ContactSettingsPayload,
} from './settings.ts';

/** The shop's accounts shoppers pay into; the Easypaisa QR is an image URL, or null when none was uploaded. */
export const paymentSettingsView = z.object({
  bank: bankAccountShape.nullable(),
  easypaisa: easypaisaAccountShape.extend({ qrImage: z.string().nullable() }).nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsView>;

/** The rates as stored: read through the same schema, so the answer always meets it. */
export const deliverySettingsView = deliveryRatesSchema;
/** Answered as saved, but its own shape: the payload normalises the email and WhatsApp number on the way in. */
export const contactSettingsView = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  hours: z.array(z.object({ days: z.string(), hours: z.string() })),
} satisfies { [Field in keyof ContactSettingsPayload]: z.ZodType<ContactSettingsPayload[Field]> });
/** These sections are answered exactly as saved, read back through the same rules. */
export const socialSettingsView = z.object(socialSettingsSchema.shape);
export const orderSettingsView = z.object(orderSettingsSchema.shape);
export const currencySettingsView = z.object(currencySettingsSchema.shape);

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
