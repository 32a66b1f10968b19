// What staff type about a preorder taken by phone or WhatsApp, and the POST /api/preorders/staff body it makes: the
// create-order form's fields (the email optional, the Pakistani phone rule of SPEC §5) with Pakistan fixed (D9).
import { z } from 'zod';
import type { CartLine } from '../../../../domain/cart.ts';
import { PREORDER_COUNTRY } from '../../../../domain/preorders.ts';
import type { StaffPreorderPayload } from '../../../../domain/schemas/preorders.ts';
import { type DetailValues, orderDetailsSchema, type PaymentChoice, staffEntryBody } from '../create-order/index.ts';

export const preorderDetailsSchema = orderDetailsSchema.extend({ country: z.literal(PREORDER_COUNTRY) });

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
