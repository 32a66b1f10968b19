// Money rules shared by server and browser: the single delivery rule (DECISIONS D5) and cart totals, in integer PKR.
import type { DeliveryRates } from './schemas/settings.ts';

export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
  domesticFlat: 400,
  internationalBase: 5000,
  internationalPerExtraItem: 1000,
};

export const HOME_COUNTRY = 'Pakistan';

export function isDomestic(country: string): boolean {
  const c = country.trim().toLowerCase();
  return c === 'pakistan' || c === 'pk';
}

/** Delivery for an order of `itemCount` pieces to `country`; nothing to deliver costs nothing. */
export function deliveryCharge(country: string, itemCount: number, rates: DeliveryRates): number {
  if (itemCount <= 0) return 0;
  if (isDomestic(country)) return rates.domesticFlat;
  return rates.internationalBase + rates.internationalPerExtraItem * (itemCount - 1);
}

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface Totals {
  itemCount: number;
  subtotal: number;
  delivery: number;
  total: number;
}

/** What the lines cost before delivery. */
export const linesSubtotal = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

export function orderTotals(lines: readonly PricedLine[], country: string, rates: DeliveryRates): Totals {
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = linesSubtotal(lines);
  const delivery = deliveryCharge(country, itemCount, rates);
  return { itemCount, subtotal, delivery, total: subtotal + delivery };
}
