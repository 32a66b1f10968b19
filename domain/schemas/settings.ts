// zod contracts of the admin's Shop settings (payment accounts, delivery rates D5, contact and hours, social links,
// hours to pay), shared by the settings forms and PUT /api/settings/*: the same messages in the browser and from the server.
import { z } from 'zod';
import { MAX_UNPAID_ORDER_HOURS, MIN_UNPAID_ORDER_HOURS } from '../payment-deadline.ts';
import { toE164 } from '../whatsapp.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** What a shopper types into their banking app: digits, spaces and dashes only. */
const accountNumber = text('Account number', 34).refine(
  (v) => /^[\d\s-]+$/.test(v) && v.replace(/\D/g, '').length >= 6,
  'Account number must be at least 6 digits (digits, spaces and dashes only)',
);

/** Two letters, two check digits, then up to 30 letters or digits (a Pakistani IBAN has 24 characters). */
const iban = text('IBAN', 42)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v), 'Please enter a valid IBAN, e.g. PK36MEZN0001010101234567');

/** An Easypaisa account is a Pakistani mobile number: 03XX-XXXXXXX, optionally written +92 3XX. */
const easypaisaNumber = text('Easypaisa number', 20).refine(
  (v) => /^(\+92|0092|0)3\d{9}$/.test(v.replace(/[\s-]/g, '')),
  'Please enter a valid Easypaisa number, e.g. 0300-1234567',
);

/** A bank account as it is kept and shown. Only its fields are declared here: the payload below adds the rules a new
 *  one must meet, and an account saved under older rules is still shown rather than lost. */
export const bankAccountShape = z.object({
  bankName: z.string(),
  accountTitle: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
});
/** An Easypaisa account as it is kept and shown; its QR is a media id when stored and an image URL when shown. */
export const easypaisaAccountShape = z.object({ accountTitle: z.string(), accountNumber: z.string() });

/** Where shoppers send money as stored (SPEC §2 checkout payment methods): the QR is a media id (the editor turns an
 *  upload into one); null until the shop, or the demo seed, sets an account. */
export const paymentAccountsSchema = z.object({
  bank: bankAccountShape.nullable(),
  easypaisa: easypaisaAccountShape.extend({ qrMediaId: z.uuid().nullable() }).nullable(),
});
export type PaymentAccounts = z.infer<typeof paymentAccountsSchema>;

/** The rules of each field of a shape: naming a field the shape lacks, or leaving one out, fails to compile. */
type RulesFor<Shape extends z.ZodObject> = { [Field in keyof z.infer<Shape>]: OutputOf<z.infer<Shape>[Field]> };
/** A schema by the one thing compared: what it parses to. Comparing whole z.ZodType<T> classes cost the type check
 *  2.5 s on every run (measured with tsc --generateTrace); this costs nothing. */
type OutputOf<T> = { _zod: { output: T } };

/** PUT /api/settings/payment. qrImage: null for no QR, the current QR's own URL to keep it, or a catalog upload's fileUrl. */
export const paymentSettingsSchema = z.strictObject({
  bank: z.strictObject({
    bankName: text('Bank name', 100),
    accountTitle: text('Account title', 100),
    accountNumber,
    iban,
  } satisfies RulesFor<typeof bankAccountShape>),
  easypaisa: z.strictObject({
    accountTitle: text('Account title', 100),
    accountNumber: easypaisaNumber,
    qrImage: z.string().trim().min(1).max(300).nullable().default(null),
  } satisfies RulesFor<typeof easypaisaAccountShape> & { qrImage: OutputOf<string | null> }),
});
export type PaymentSettingsPayload = z.infer<typeof paymentSettingsSchema>;

export const MAX_DELIVERY_RUPEES = 1_000_000;

const rupees = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .int(`${label} must be a whole number of rupees`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_DELIVERY_RUPEES, `${label} must be at most Rs 1,000,000`);

/** The one delivery rule of DECISIONS D5 in whole rupees: what PUT /api/settings/delivery takes, what is stored, what
 *  GET /api/settings answers and what every price is worked out with. */
export const deliveryRatesSchema = z.object({
  /** Flat charge per order delivered within Pakistan. */
  domesticFlat: rupees('Delivery within Pakistan'),
  /** Charge for the first item of an order delivered outside Pakistan. */
  internationalBase: rupees('International delivery for the first item'),
  /** Added for each further item outside Pakistan. */
  internationalPerExtraItem: rupees('International delivery for each further item'),
});
export type DeliveryRates = z.infer<typeof deliveryRatesSchema>;

/** PUT /api/settings/delivery: the rates, and nothing else. */
export const deliverySettingsSchema = deliveryRatesSchema.strict();
export type DeliverySettingsPayload = z.infer<typeof deliverySettingsSchema>;

/** Optional +, then digits, spaces, dashes or parentheses, with at least 10 digits (the admin-signup phone rule). */
const phone = (label: string, noun: string) =>
  text(label, 30).refine(
    (p) => /^\+?[\d\s\-()]+$/.test(p) && p.replace(/\D/g, '').length >= 10,
    `Please enter a valid ${noun}, e.g. +92 300 1234567`,
  );

export const WHATSAPP_NUMBER_INVALID = 'Please enter a valid WhatsApp number, e.g. 0300 1234567 or +92 300 1234567';

/** Stored in E.164 so every chat link is built from one form; empty switches the shop's WhatsApp links off. */
export const whatsappNumber = z
  .string({ error: 'WhatsApp number must be text' })
  .trim()
  .max(30, 'WhatsApp number must be at most 30 characters')
  .transform((value, ctx) => {
    if (value === '') return '';
    const e164 = toE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: WHATSAPP_NUMBER_INVALID });
    return z.NEVER;
  });

export const MAX_HOURS_LINES = 7;

const plural = (label: string) =>
  z
    .string({ error: `${label} are required` })
    .trim()
    .min(1, `${label} are required`)
    .max(40, `${label} must be at most 40 characters`);

/** PUT /api/settings/contact: shown on the contact page, the FAQ, the privacy policy and the footer. */
export const contactSettingsSchema = z.strictObject({
  email: text('Email', 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: phone('Phone number', 'phone number'),
  whatsapp: whatsappNumber,
  /** One line of the address per line of text. */
  address: text('Studio address', 300).refine(
    (v) => v.split('\n').filter((l) => l.trim()).length <= 4,
    'Studio address must be at most 4 lines',
  ),
  hours: z
    .array(z.strictObject({ days: plural('Days'), hours: plural('Hours') }), { error: 'Opening hours are required' })
    .min(1, 'Add at least one line of opening hours')
    .max(MAX_HOURS_LINES, `Opening hours can have at most ${MAX_HOURS_LINES} lines`),
});
export type ContactSettingsPayload = z.infer<typeof contactSettingsSchema>;

/** The hosts each profile link may point at: a link elsewhere would send shoppers to a look-alike page. */
export const SOCIAL_HOSTS = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
  whatsapp: ['wa.me', 'api.whatsapp.com', 'whatsapp.com', 'www.whatsapp.com', 'chat.whatsapp.com'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** Why a profile link is refused, or null when it may be saved; an empty link hides that profile. */
export function socialLinkProblem(network: SocialNetwork, label: string, value: string): string | null {
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label} link must be a full address starting with https://`;
  }
  if (url.protocol !== 'https:') return `${label} link must start with https://`;
  const hosts: readonly string[] = SOCIAL_HOSTS[network];
  if (!hosts.includes(url.hostname.toLowerCase()) || url.username || url.password || url.port)
    return `${label} link must be on ${hosts[0]}`;
  return null;
}

const socialLink = (network: SocialNetwork, label: string) =>
  z
    .string({ error: `${label} link must be text` })
    .trim()
    .max(300, `${label} link must be at most 300 characters`)
    .superRefine((value, ctx) => {
      const problem = socialLinkProblem(network, label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** PUT /api/settings/social: https links on the network's own site; an empty link is not shown. */
export const socialSettingsSchema = z.strictObject({
  instagram: socialLink('instagram', 'Instagram'),
  facebook: socialLink('facebook', 'Facebook'),
  whatsapp: socialLink('whatsapp', 'WhatsApp'),
});
export type SocialSettingsPayload = z.infer<typeof socialSettingsSchema>;

/** PUT /api/settings/orders: how long a new order waits for its payment before it is cancelled and its stock returned. */
export const orderSettingsSchema = z.strictObject({
  unpaidOrderHours: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Hours to pay is required'
          : 'Hours to pay must be a number',
    })
    .int('Hours to pay must be a whole number of hours')
    .min(MIN_UNPAID_ORDER_HOURS, `Hours to pay must be at least ${MIN_UNPAID_ORDER_HOURS}`)
    .max(MAX_UNPAID_ORDER_HOURS, `Hours to pay must be at most ${MAX_UNPAID_ORDER_HOURS} (30 days)`),
});
export type OrderSettingsPayload = z.infer<typeof orderSettingsSchema>;
