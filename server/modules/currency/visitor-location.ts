// GET /api/currency/location's answer: the visitor's country from the request's own hints, its name and the currency
// shown there; Pakistan and rupees when the request gives no hint (the browser may then ask the IP services).
import { CURRENCY_SYMBOLS, HOME_COUNTRY_CODE } from '../../../domain/currency.ts';
import { currencyOfCountry } from '../../../domain/currency-countries.ts';
import type { VisitorLocation } from '../../../domain/schemas/currency.ts';
import { countryFromHints } from './visitor-country.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function visitorLocation(headers: Record<string, string | string[] | undefined>): VisitorLocation {
  const hint = countryFromHints(headers);
  const country = hint?.country ?? HOME_COUNTRY_CODE;
  const currency = currencyOfCountry(country);
  return {
    country,
    // A code Intl does not know (a CDN's private one) is shown as the code itself.
    countryName: regionNames.of(country) ?? country,
    currency,
    currencySymbol: CURRENCY_SYMBOLS[currency],
    source: hint?.source ?? 'none',
  };
}
