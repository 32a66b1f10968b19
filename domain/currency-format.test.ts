// How converted prices read (SPEC §9): whole units with the currency's symbol, rupees exactly as charged, and
// 'approx.' only on a converted figure.
import { describe, expect, it } from 'vitest';
import { convertFromPkr, FALLBACK_RATES, formatApprox, formatMoney } from './currency.ts';

describe('converted prices', () => {
  it('round to whole units of the currency', () => {
    expect(convertFromPkr(14_950, 'GBP', FALLBACK_RATES)).toBe(42); // 41.86
    expect(convertFromPkr(4_850, 'GBP', FALLBACK_RATES)).toBe(14); // 13.58
    expect(convertFromPkr(4_850, 'PKR', { ...FALLBACK_RATES, PKR: 2 })).toBe(4_850);
  });

  it('read with a one-character symbol before the figure, or the code and a space', () => {
    expect(formatMoney(42, 'GBP')).toBe('£42');
    expect(formatMoney(1_234, 'USD')).toBe('$1,234');
    expect(formatMoney(150, 'AED')).toBe('AED 150');
    expect(formatMoney(4_850, 'PKR')).toBe('Rs 4,850');
    expect(formatMoney(20, 'CAD')).toBe('C$ 20');
  });

  it('are marked approximate, rupees never', () => {
    expect(formatApprox(14_950, 'GBP', FALLBACK_RATES)).toBe('approx. £42');
    expect(formatApprox(14_950, 'PKR', FALLBACK_RATES)).toBe('Rs 14,950');
  });
});
