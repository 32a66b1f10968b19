// The display currency of a request: cookie choice, then the hints, then rupees; a bogus cookie is no choice.
import { describe, expect, it } from 'vitest';
import { FALLBACK_RATES, type RatesSnapshot } from '../../domain/currency.ts';
import { chosenCurrency, displayCurrency } from './display-currency.ts';

const rates: RatesSnapshot = {
  base: 'PKR',
  rates: FALLBACK_RATES,
  lastUpdated: '2026-01-01T00:00:00Z',
  source: 'live',
};

describe('displayCurrency', () => {
  it('shows rupees without a hint or a choice', () => {
    expect(displayCurrency({}, rates)).toEqual({ code: 'PKR', country: null, countrySource: null, rates });
  });

  it("follows the hints: Accept-Language's region, a CDN country header, other countries in dollars", () => {
    expect(displayCurrency({ 'accept-language': 'en-GB,en;q=0.9' }, rates)).toMatchObject({
      code: 'GBP',
      country: 'GB',
      countrySource: 'language',
    });
    expect(displayCurrency({ 'cf-ipcountry': 'AE' }, rates)).toMatchObject({ code: 'AED', countrySource: 'cdn' });
    expect(displayCurrency({ 'cf-ipcountry': 'JP' }, rates).code).toBe('USD');
  });

  it("takes 'en-US' for no hint, so a Lahore phone on factory settings sees rupees", () => {
    expect(displayCurrency({ 'accept-language': 'en-US,en;q=0.9' }, rates)).toMatchObject({
      code: 'PKR',
      country: null,
    });
    expect(displayCurrency({ 'accept-language': 'en-US,ur-PK' }, rates)).toMatchObject({ code: 'PKR', country: 'PK' });
  });

  it('lets the cookie choice win over the hint', () => {
    const headers = { 'accept-language': 'en-GB', cookie: '_ga=1; currency=AED' };
    expect(displayCurrency(headers, rates)).toMatchObject({ code: 'AED', country: 'GB' });
  });

  it('ignores a cookie that names no currency of the 12', () => {
    expect(chosenCurrency('currency=XYZ')).toBeNull();
    expect(chosenCurrency('currency=gbp')).toBeNull();
    expect(chosenCurrency(['a=1', 'currency=CAD'])).toBe('CAD');
    expect(displayCurrency({ cookie: 'currency=<script>' }, rates).code).toBe('PKR');
  });
});
