// What staff type about an order taken by phone or WhatsApp: the customer, where it goes, how it is paid. The customer
// and address fields are checkout's own zod fields (checkoutFormSchema), so every message is the spec's.
import { z } from 'zod';
import type { PaymentStatus } from '../../../../domain/orders.ts';
import { HOME_COUNTRY } from '../../../../domain/pricing.ts';
import { checkoutFormSchema } from '../../../../domain/schemas/orders.ts';

/** In the order they appear on the page, so focus goes to the first one in error. */
export const DETAIL_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'city', 'postalCode', 'country'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

/** DECISIONS D1: Pakistan by default, as at checkout. */
export const emptyDetails = (): DetailValues => ({ firstName: '', lastName: '', email: '', phoneNumber: '', address: '', city: '', postalCode: '', country: HOME_COUNTRY });

/** Checkout's fields without its payment part: staff may enter an order before the customer's screenshot arrives. */
const { paymentMethod: _method, paymentScreenshot: _screenshot, ...detailShape } = checkoutFormSchema.shape;
export const orderDetailsSchema = z.object(detailShape);

export type StaffPaymentMethod = 'bank' | 'easypaisa';

export interface PaymentChoice {
  method: StaffPaymentMethod;
  /** Pending unless the customer's transfer was already seen (SPEC §4 payment statuses). */
  status: PaymentStatus;
}

type LineKey = { prodId: string; size: string; color: string };

/** A line and a server answer about it (a changed price) name the same piece: product, size and colour. */
export const samePiece = (a: LineKey, b: LineKey) => a.prodId === b.prodId && a.size === b.size && a.color === b.color;
