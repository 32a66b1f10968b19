// Which currency a server-rendered page shows its prices in (issue 16): the visitor's own choice (the `currency`
// cookie), else the currency of the country the request's hints name, else rupees. Decided per request, before the
// shared-page lookup, because the page cache keys on it.
import { isCurrency, type CurrencyCode, type RatesSnapshot } from '../../domain/currency.ts';
import { currencyOfCountry } from '../../domain/currency-countries.ts';
import { CDN_COUNTRY_HEADERS, countryFromHints, type CountryHintSource } from '../modules/currency/index.ts';

/** The cookie the currency picker (web/features/currency) sets. */
export const CURRENCY_COOKIE = 'currency';

/** What a cache in front of the shop must key an HTML page on, besides its address. */
export const DISPLAY_CURRENCY_VARY = ['Cookie', 'Accept-Language', ...CDN_COUNTRY_HEADERS].join(', ');

export interface DisplayCurrency {
  code: CurrencyCode;
  /** The visitor's country as the request's hints name it; null without a hint. */
  country: string | null;
  countrySource: CountryHintSource | null;
  rates: RatesSnapshot;
}

type Headers = Record<string, string | string[] | undefined>;

/** The `currency` cookie's value when it names one of the 12 currencies; anything else is no choice. */
export function chosenCurrency(cookieHeader: string | string[] | undefined): CurrencyCode | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === CURRENCY_COOKIE && isCurrency(value)) return value;
  }
  return null;
}

export function displayCurrency(headers: Headers, rates: RatesSnapshot): DisplayCurrency {
  const hint = countryFromHints(headers);
  const chosen = chosenCurrency(headers.cookie);
  return {
    code: chosen ?? (hint ? currencyOfCountry(hint.country) : 'PKR'),
    country: hint?.country ?? null,
    countrySource: hint?.source ?? null,
    rates,
  };
}
