// zod contracts of checkout and orders (SPEC §3 order payloads, §5 checkout rules and messages), shared by the
// checkout form and the API.
import { z } from 'zod';
import { CONSIGNMENT_NUMBER_PATTERN, COURIER_MESSAGES, COURIERS } from '../couriers.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../limits.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_METHODS } from '../orders.ts';
import { ORDER_MESSAGES } from '../order-messages.ts';
import { MAX_DEADLINE_EXTENSION_HOURS } from '../payment-deadline.ts';
import { PREORDER_MESSAGES } from '../preorder-messages.ts';
import { isPakistaniPhone } from '../preorders.ts';
import { sizeSchema } from './catalog.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC §5: no spaces, one @, a dot in the domain. */
const emailField = required('Email', 254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');
const phoneField = required('Phone number', 30).refine(
  (p) => p.replace(/\D/g, '').length >= 10 && /^\+?[\d\s\-()]+$/.test(p),
  'Please enter a valid phone number',
);

export const orderLineSchema = z.strictObject({
  prodId: required('Product', 40),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(MIN_LINE_QUANTITY, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  size: sizeSchema,
  color: required('Color', 40),
  /** The price the shopper saw; the server prices the order itself and refuses to charge a different one silently. */
  price: z.number({ error: 'Price must be a number' }).int().min(0).max(10_000_000),
});

export const shippingAddressSchema = z.strictObject({
  street: required('Address', 300),
  city: required('City', 100),
  state: z.string().trim().max(100, 'State must be at most 100 characters').optional(),
  zipCode: required('Postal code', 20),
  country: required('Country', 60),
});

/** A customer staff enter by phone or WhatsApp (issue 17): a name and a Pakistani phone number (SPEC §5's rule, which
 *  the WhatsApp link needs), the email optional: without one nothing is emailed. */
export const staffCustomerSchema = z.strictObject({
  name: required('Name', 100),
  email: z.union([z.literal(''), emailField]).optional(),
  phoneNumber: required('Phone number', 20).refine(isPakistaniPhone, PREORDER_MESSAGES.invalidPhone),
});

export const guestInfoSchema = z.strictObject({
  name: required('Name', 100),
  email: emailField,
  phoneNumber: phoneField,
});

export const placeOrderSchema = z
  .strictObject({
    items: z
      .array(orderLineSchema, { error: 'items must be a list' })
      .min(1, ORDER_MESSAGES.emptyOrder)
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} items per order`),
    shippingAddress: shippingAddressSchema,
    paymentDetails: z.strictObject({
      method: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
      screenshot: z.string().trim().max(300).optional(),
    }),
    /** Guests: who the order is for. Signed-in shoppers may send it too, for this order's contact details. */
    guestInfo: guestInfoSchema.optional(),
  })
  .superRefine((order, ctx) => {
    const { method, screenshot } = order.paymentDetails;
    if ((method === 'bank' || method === 'easypaisa') && !screenshot) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentDetails', 'screenshot'],
        message: ORDER_MESSAGES.screenshotRequired[method],
      });
    }
  });
export type PlaceOrderPayload = z.infer<typeof placeOrderSchema>;

export const quoteSchema = z.strictObject({
  items: placeOrderSchema.shape.items,
  country: required('Country', 60),
});

/** Step 2 of /checkout (SPEC §5): every field '{Field} is required', the email pattern, and the screenshot rule. */
export const checkoutFormSchema = z
  .object({
    firstName: required('First name', 60),
    lastName: required('Last name', 60),
    email: emailField,
    address: required('Address', 300),
    city: required('City', 100),
    postalCode: required('Postal code', 20),
    country: required('Country', 60),
    phoneNumber: phoneField,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
    paymentScreenshot: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.paymentMethod === 'card')
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: ORDER_MESSAGES.cardComingSoon });
    if ((form.paymentMethod === 'bank' || form.paymentMethod === 'easypaisa') && !form.paymentScreenshot) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentScreenshot'],
        message: ORDER_MESSAGES.screenshotRequired[form.paymentMethod],
      });
    }
  });

/** The refund due recorded when staff cancel a paid order (issue 28 item 7). The server defaults it to the whole amount
 *  paid, by the way it was paid, and refuses more than was paid. */
export const refundDueSchema = z.strictObject({
  amount: z
    .number({ error: 'Please enter the amount to refund' })
    .int('The refund must be whole rupees')
    .min(1, 'The refund must be at least Rs 1'),
  method: z.enum(REFUND_METHODS, { error: 'Please choose bank transfer or Easypaisa' }),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;

/** PUT /orders/{id}/cancel: a shopper sends nothing; staff cancelling a paid order may send its refund. */
export const cancelOrderSchema = z.strictObject({ refund: refundDueSchema.optional() }).nullish();

/** POST /orders/{id}/refund: staff sent the money back; the bank's or Easypaisa's reference, if any. */
export const markRefundedSchema = z.strictObject({
  reference: z.string().trim().max(100, 'Reference must be at most 100 characters').optional(),
});

export const statusUpdateSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
    message: z.string().trim().max(1000, 'Message must be at most 1000 characters').optional(),
    /** Who carries the parcel and its slip number: recorded with 'shipped' only. */
    courier: z.enum(COURIERS, { error: `Courier must be one of ${COURIERS.join(', ')}` }).optional(),
    consignmentNumber: z
      .string()
      .trim()
      .regex(CONSIGNMENT_NUMBER_PATTERN, COURIER_MESSAGES.consignmentInvalid)
      .optional(),
    /** Staff say explicitly that this parcel has no tracking number (a rider, a hand delivery). */
    noTracking: z.literal(true, { error: 'noTracking must be true when sent' }).optional(),
    /** With 'cancelled' on a paid order: the refund due (else the whole amount, by the way it was paid). */
    refund: refundDueSchema.optional(),
  })
  .superRefine((update, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (update.refund && update.status !== 'cancelled')
      issue('refund', 'A refund is recorded only when cancelling a paid order');
    if (update.status !== 'shipped') {
      if (update.courier || update.consignmentNumber || update.noTracking)
        issue('courier', COURIER_MESSAGES.onlyWhenShipped);
      return;
    }
    if (update.consignmentNumber && !update.courier) issue('courier', COURIER_MESSAGES.consignmentNeedsCourier);
    else if (update.noTracking && update.consignmentNumber)
      issue('consignmentNumber', COURIER_MESSAGES.noTrackingWithNumber);
    else if (!update.noTracking && !update.courier) issue('courier', COURIER_MESSAGES.trackingRequired);
    else if (!update.noTracking && !update.consignmentNumber)
      issue('consignmentNumber', COURIER_MESSAGES.consignmentRequired);
  });
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

/** A line of an order staff enter: the server prices it; a price sent is the one staff quoted and is checked. */
export const staffOrderLineSchema = orderLineSchema.extend({ price: orderLineSchema.shape.price.optional() });

/** POST /orders/staff: an order taken by phone or WhatsApp, placed through the same code as checkout. */
export const staffOrderSchema = z.strictObject({
  customer: staffCustomerSchema,
  shippingAddress: shippingAddressSchema,
  items: z
    .array(staffOrderLineSchema, { error: 'items must be a list' })
    .min(1, 'Please add at least one item')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} items per order`),
  paymentMethod: z.enum(['bank', 'easypaisa'], { error: 'Please choose bank transfer or Easypaisa' }),
  /** The customer's transfer screenshot, if they sent one; it can be added later from the order. */
  screenshot: z.string().trim().max(300).optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` })
    .optional(),
});
export type StaffOrderPayload = z.infer<typeof staffOrderSchema>;

export const paymentUpdateSchema = z.strictObject({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
});

/** PUT /orders/{id}/payment-deadline: more time to pay, counted from the current deadline (or from now, if it has passed). */
export const deadlineExtensionSchema = z.strictObject({
  extendByHours: z
    .number({ error: 'Please choose how many hours to add' })
    .int('Hours to add must be a whole number')
    .min(1, 'Hours to add must be at least 1')
    .max(MAX_DEADLINE_EXTENSION_HOURS, `Hours to add must be at most ${MAX_DEADLINE_EXTENSION_HOURS}`),
});
export type DeadlineExtension = z.infer<typeof deadlineExtensionSchema>;

export const screenshotUpdateSchema = z.strictObject({ screenshot: required('Screenshot', 300) });

/** What every staff list of orders or preorders takes besides its own filters: dates, search and the page. */
export const staffListQuery = {
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  /** Only those whose payment proof's check needs a closer look (issue 20): staff who confirm payments. */
  proofCheck: z.enum(['flagged']).optional(),
};

export const orderListQuerySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Cancelled paid orders whose money is still to be sent back ('due') or was sent ('refunded'). */
  refund: z.enum(['due', 'refunded']).optional(),
  /** Only those assigned to this artisan (issue 30). */
  assigneeId: z.uuid({ error: 'assigneeId: not a valid id' }).optional(),
  ...staffListQuery,
});
