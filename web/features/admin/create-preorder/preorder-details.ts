// What staff type about a preorder taken by phone or WhatsApp, and the POST /api/preorders/staff body it makes: the
// create-order form's fields, with the email optional, the Pakistani phone rule (SPEC §5) and Pakistan fixed (D9).
import { z } from 'zod';
import type { CartLine } from '../../../../domain/cart.ts';
import { PREORDER_COUNTRY } from '../../../../domain/preorders.ts';
import { staffPreorderSchema, type StaffPreorderPayload } from '../../../../domain/schemas/preorders.ts';
import {
  orderDetailsSchema,
  staffEntryBody,
  type DetailValues,
  type PaymentChoice,
} from '../create-order/order-details.ts';

const customer = staffPreorderSchema.shape.customer.shape;

export const preorderDetailsSchema = orderDetailsSchema.extend({
  email: customer.email,
  phoneNumber: customer.phoneNumber,
  country: z.literal(PREORDER_COUNTRY),
});

export function staffPreorderPayload(
  values: DetailValues,
  payment: PaymentChoice,
  lines: readonly CartLine[],
  screenshot: string | null,
): StaffPreorderPayload {
  return {
    ...staffEntryBody(values, lines, PREORDER_COUNTRY),
    paymentMethod: payment.method,
    ...(screenshot ? { screenshots: [screenshot] } : {}),
    initialPaymentStatus: payment.status,
  };
}
