// The single delivery rule (DECISIONS D5) and order totals.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RATES, deliveryCharge, orderTotals } from './pricing.ts';
import { formatPkr } from './money.ts';

describe('delivery', () => {
  it.each([
    ['Pakistan', 0, 0],
    ['Pakistan', 1, 400],
    ['pakistan', 7, 400],
    ['United Kingdom', 1, 5000],
    ['United States', 3, 7000],
    ['Canada', 10, 14000],
  ])('%s with %i items costs Rs %i', (country, items, expected) => {
    expect(deliveryCharge(country, items, DEFAULT_DELIVERY_RATES)).toBe(expected);
  });

  it('uses the rates the shop has set', () => {
    expect(
      deliveryCharge('Pakistan', 2, { domesticFlat: 250, internationalBase: 4000, internationalPerExtraItem: 500 }),
    ).toBe(250);
    expect(
      deliveryCharge('Canada', 2, { domesticFlat: 250, internationalBase: 4000, internationalPerExtraItem: 500 }),
    ).toBe(4500);
  });

  it('totals lines in integer rupees', () => {
    expect(
      orderTotals(
        [
          { price: 4850, quantity: 2 },
          { price: 1999, quantity: 1 },
        ],
        'Pakistan',
        DEFAULT_DELIVERY_RATES,
      ),
    ).toEqual({ itemCount: 3, subtotal: 11699, delivery: 400, total: 12099 });
  });

  it('formats rupees with thousands separators', () => {
    expect(formatPkr(12500)).toBe('Rs 12,500');
  });
});
