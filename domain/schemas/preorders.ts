// zod contracts of preorders (SPEC §3 Preorder submission payload, §5 preorder step 2, §7 Preorders; DECISIONS
// D9, D12-D14), shared by the preorder checkout form, the admin modal and the API.
import { z } from 'zod';
import { MAX_CART_LINES, PREORDER_IMAGES_PER_UPLOAD } from '../limits.ts';
import { PAYMENT_STATUSES } from '../orders.ts';
import { ORDER_MESSAGES } from '../order-messages.ts';
import {
  isPakistaniPhone,
  MAX_PREORDER_SCREENSHOTS_PER_CALL,
  PREORDER_COUNTRY,
  PREORDER_PAYMENT_METHODS,
  PREORDER_STATUSES,
} from '../preorders.ts';
import { PREORDER_MESSAGES } from '../preorder-messages.ts';
import { orderLineSchema, staffCustomerSchema, staffListQuery } from './orders.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC §5: no spaces, one @, a dot in the domain. */
const emailField = required('Email', 254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');
/** SPEC §5 preorder step 2: an optional +92 or 0, then exactly 10 digits. */
const pakistaniPhone = required('Phone number', 20).refine(isPakistaniPhone, PREORDER_MESSAGES.invalidPhone);
const screenshotUrl = z.string().trim().min(1, 'Screenshot is required').max(300, 'Screenshot link is too long');
const screenshotList = (max: number) =>
  z
    .array(screenshotUrl, { error: 'screenshots must be a list' })
    .min(1, PREORDER_MESSAGES.screenshotsRequired)
    .max(max, PREORDER_MESSAGES.screenshotsTooMany(max));

/** D9: preorders ship within Pakistan; the country is shown read-only and anything else is refused. */
const preorderAddressSchema = z.strictObject({
  street: required('Address', 300),
  city: required('City', 100),
  state: z.string().trim().max(100, 'State must be at most 100 characters').optional(),
  zipCode: required('Postal code', 20),
  country: z.literal(PREORDER_COUNTRY, { error: PREORDER_MESSAGES.pakistanOnly }),
});

export const preorderGuestInfoSchema = z.strictObject({
  name: required('Name', 100),
  email: emailField,
  phoneNumber: pakistaniPhone,
});

const preorderLines = z
  .array(orderLineSchema, { error: 'items must be a list' })
  .min(1, PREORDER_MESSAGES.emptyBag)
  .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} items per preorder`);

/** SPEC §3 Preorder submission payload. The amounts are what the shopper was shown; the server prices the preorder
 *  itself (X7) and refuses to charge different ones silently. guestInfo: guests only (signed-in shoppers may send it
 *  for this preorder's name and phone). */
export const placePreorderSchema = z.strictObject({
  items: preorderLines,
  originalAmount: z.number({ error: 'originalAmount must be a number' }).int().min(0).max(100_000_000),
  initialPaymentAmount: z.number({ error: 'initialPaymentAmount must be a number' }).int().min(0).max(100_000_000),
  shippingAddress: preorderAddressSchema,
  paymentDetails: z.strictObject({
    method: z.enum(PREORDER_PAYMENT_METHODS, { error: 'Please choose bank transfer or Easypaisa' }),
    initialPaymentScreenshots: screenshotList(MAX_PREORDER_SCREENSHOTS_PER_CALL),
  }),
  guestInfo: preorderGuestInfoSchema.optional(),
});
export type PlacePreorderPayload = z.infer<typeof placePreorderSchema>;

/** POST /preorders/quote: the preorder bag priced from the live catalog (any size the product is made in). */
export const preorderQuoteSchema = z.strictObject({ items: preorderLines });

/** Step 2 of /preorder-checkout (SPEC §5): every field '{Field} is required', the email pattern, the Pakistani phone
 *  rule, and a screenshot for the chosen transfer. The country is fixed (D9). */
export const preorderCheckoutFormSchema = z
  .object({
    firstName: required('First name', 60),
    lastName: required('Last name', 60),
    email: emailField,
    phoneNumber: pakistaniPhone,
    address: required('Address', 300),
    city: required('City', 100),
    postalCode: required('Postal code', 20),
    paymentMethod: z.enum(PREORDER_PAYMENT_METHODS, { error: 'Please choose bank transfer or Easypaisa' }),
    paymentScreenshots: z.array(z.string()),
  })
  .superRefine((form, ctx) => {
    if (form.paymentScreenshots.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['paymentScreenshots'],
        message: ORDER_MESSAGES.screenshotRequired[form.paymentMethod],
      });
  });
export type PreorderCheckoutForm = z.infer<typeof preorderCheckoutFormSchema>;

/** POST /preorders/staff (/admin/create-preorder): a preorder taken by phone or WhatsApp; the email is optional. */
export const staffPreorderSchema = z.strictObject({
  customer: staffCustomerSchema,
  shippingAddress: preorderAddressSchema,
  items: z
    .array(orderLineSchema.extend({ price: orderLineSchema.shape.price.optional() }), {
      error: 'items must be a list',
    })
    .min(1, 'Please add at least one item')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} items per preorder`),
  paymentMethod: z.enum(PREORDER_PAYMENT_METHODS, { error: 'Please choose bank transfer or Easypaisa' }),
  /** The deposit screenshots the customer sent, if any; more can be added from the preorder later. */
  screenshots: z.array(screenshotUrl).max(MAX_PREORDER_SCREENSHOTS_PER_CALL).optional(),
  initialPaymentStatus: z
    .enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
});
export type StaffPreorderPayload = z.infer<typeof staffPreorderSchema>;

/** PUT /preorders/{id}/initial-payment/screenshots and /final-payment/screenshots: screenshots to add. */
export const preorderScreenshotsSchema = z.strictObject({
  screenshots: screenshotList(MAX_PREORDER_SCREENSHOTS_PER_CALL),
});

export const preorderStatusUpdateSchema = z.strictObject({
  status: z.enum(PREORDER_STATUSES, { error: `Status must be one of ${PREORDER_STATUSES.join(', ')}` }),
  message: z.string().trim().max(1000, 'Message must be at most 1000 characters').optional(),
});

/** PUT /preorders/{id}/initial-payment/status and /final-payment/status. */
export const preorderPaymentStatusSchema = z.strictObject({
  status: z.enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
});

/** POST and PUT /preorders/{id}/delivery-charges: fixes the final payment (D13). */
export const deliveryChargesSchema = z.strictObject({
  amount: z
    .number({ error: 'Please enter the delivery charge' })
    .int('The delivery charge must be a whole number of rupees')
    .min(0, 'The delivery charge cannot be negative')
    .max(1_000_000, 'The delivery charge is too large'),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});
export type DeliveryChargesPayload = z.infer<typeof deliveryChargesSchema>;

/** POST and PUT /preorders/{id}/product-images: 1-3 progress photos with their description (SPEC §5). */
export const progressImagesSchema = z.strictObject({
  images: z
    .array(z.strictObject({ url: screenshotUrl }), { error: PREORDER_MESSAGES.imagesTooFew })
    .min(1, PREORDER_MESSAGES.imagesTooFew)
    .max(PREORDER_IMAGES_PER_UPLOAD, PREORDER_MESSAGES.imagesTooMany),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
});
export type ProgressImagesPayload = z.infer<typeof progressImagesSchema>;

const dateOrNull = z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).nullable().optional();

/** PUT /preorders/{id}/timeline: the promised dates and what actually happened; a field left out stays as it is,
 *  null clears an actual date. */
export const preorderTimelineSchema = z.strictObject({
  estimatedTimeline: z
    .strictObject({
      productionStart: z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional(),
      productionEnd: z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional(),
      readyForDelivery: z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional(),
      estimatedDelivery: z.iso.date({ error: 'Dates must be YYYY-MM-DD' }).optional(),
    })
    .optional(),
  timeline: z
    .strictObject({ productionStart: dateOrNull, readyForDelivery: dateOrNull, estimatedDelivery: dateOrNull })
    .optional(),
});
export type PreorderTimelinePayload = z.infer<typeof preorderTimelineSchema>;

const note = (label: string) =>
  z.string().trim().max(2000, `${label} notes must be at most 2000 characters`).optional();

/** PUT /preorders/{id}/admin-notes (D14: production and delivery notes are the shopper's diary; general is staff's). */
export const adminNotesSchema = z.strictObject({
  production: note('Production'),
  delivery: note('Delivery'),
  general: note('General'),
});
export type AdminNotesPayload = z.infer<typeof adminNotesSchema>;

export const preorderListQuerySchema = z.strictObject({
  status: z.enum(PREORDER_STATUSES).optional(),
  /** The deposit's status. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  finalPaymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Only those assigned to this artisan (issue 30). */
  assigneeId: z.uuid({ error: 'assigneeId: not a valid id' }).optional(),
  ...staffListQuery,
});
export type PreorderListQuery = z.infer<typeof preorderListQuerySchema>;
