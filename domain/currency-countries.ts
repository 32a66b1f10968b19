// Which of the 12 currencies a country's visitors are shown (issue 16): its own, or US dollars. A module of its own so
// the pages' bundle does not carry the table: only the server and the browser's location lookup need it.
import type { CurrencyCode } from './currency.ts';

/** Countries whose own currency is one of the 12; every other country is shown US dollars (issue 16). */
const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  PK: 'PKR',
  US: 'USD',
  GB: 'GBP',
  AE: 'AED',
  CA: 'CAD',
  AU: 'AUD',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  ...Object.fromEntries(
    'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ').map((c) => [c, 'EUR' as const]),
  ),
};

/** The currency shown to a visitor from `country` (ISO 3166-1 alpha-2, any case): its own, or US dollars. */
export function currencyOfCountry(country: string): CurrencyCode {
  return COUNTRY_CURRENCY[country.toUpperCase()] ?? 'USD';
}
