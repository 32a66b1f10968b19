// What staff type about an order taken by phone or WhatsApp: the customer, where it goes, how it is paid. The address
// fields are checkout's own zod fields (checkoutFormSchema), so every message is the spec's; the email is optional and
// the phone Pakistani, as the API's staffCustomerSchema says (issue 17).
import { z } from 'zod';
import type { CartLine } from '../../../../domain/cart.ts';
import { MAX_LINE_QUANTITY } from '../../../../domain/limits.ts';
import type { PaymentStatus } from '../../../../domain/orders.ts';
import { HOME_COUNTRY } from '../../../../domain/pricing.ts';
import { checkoutFormSchema, staffCustomerSchema } from '../../../../domain/schemas/orders.ts';

/** In the order they appear on the page, so focus goes to the first one in error. */
export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'city',
  'postalCode',
  'country',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

/** DECISIONS D1: Pakistan by default, as at checkout. */
export const emptyDetails = (): DetailValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: '',
  city: '',
  postalCode: '',
  country: HOME_COUNTRY,
});

/** Checkout's fields without its payment part: staff may enter an order before the customer's screenshot arrives. */
const { paymentMethod: _method, paymentScreenshot: _screenshot, ...detailShape } = checkoutFormSchema.shape;
export const orderDetailsSchema = z.object({
  ...detailShape,
  email: staffCustomerSchema.shape.email,
  phoneNumber: staffCustomerSchema.shape.phoneNumber,
});

export type StaffPaymentMethod = 'bank' | 'easypaisa';

export interface PaymentChoice {
  method: StaffPaymentMethod;
  /** Pending unless the customer's transfer was already seen (SPEC §4 payment statuses). */
  status: PaymentStatus;
}

/**
 * The customer, the address and the lines of a staff-entered body (orders and preorders alike). SPEC §3: state is the
 * city. Each line carries the price staff saw and quoted: the server refuses a different one rather than charge it.
 */
export function staffEntryBody<C extends string>(values: DetailValues, lines: readonly CartLine[], country: C) {
  return {
    customer: {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
    },
    shippingAddress: {
      street: values.address.trim(),
      city: values.city.trim(),
      state: values.city.trim(),
      zipCode: values.postalCode.trim(),
      country,
    },
    items: lines.map(({ prodId, size, color, quantity, price }) => ({ prodId, size, color, quantity, price })),
  };
}

type LineKey = { prodId: string; size: string; color: string };

/** A line and a server answer about it (a changed price) name the same piece: product, size and colour. */
export const samePiece = (a: LineKey, b: LineKey) => a.prodId === b.prodId && a.size === b.size && a.color === b.color;

/** The lines at the prices the server now asks (a refusal's or a quote's price changes), the others as they were. */
export const linesAtNewPrices = (lines: readonly CartLine[], changes: readonly (LineKey & { now: number })[]) =>
  lines.map((line) => ({ ...line, price: changes.find((c) => samePiece(c, line))?.now ?? line.price }));

/** Each size's stock as last heard ('prodId|size' -> pieces): when it was added, or less if a refusal said so since. */
export function knownStock(
  seen: Readonly<Record<string, number>>,
  refused: Readonly<Record<string, number>>,
): Record<string, number> {
  const known = { ...seen };
  for (const [key, left] of Object.entries(refused)) known[key] = Math.min(left, known[key] ?? Infinity);
  return known;
}

/** How many of a line the order may hold: 10 at most, and no more than its size's stock beside its other colours. */
export function lineMaxQuantity(
  line: CartLine,
  lines: readonly CartLine[],
  stock: Readonly<Record<string, number>>,
): number {
  const otherColours = lines
    .filter((l) => l.prodId === line.prodId && l.size === line.size && !samePiece(l, line))
    .reduce((n, l) => n + l.quantity, 0);
  return Math.min(MAX_LINE_QUANTITY, (stock[`${line.prodId}|${line.size}`] ?? MAX_LINE_QUANTITY) - otherColours);
}
