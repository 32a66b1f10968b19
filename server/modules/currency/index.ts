// The currency module (issue 16): exchange rates against PKR held for every request, and the visitor's country from
// the request's own hints.
export { createCurrencyRates, type CurrencyRates } from './currency-rates.ts';
export { CDN_COUNTRY_HEADERS, countryFromHints, isHomeCountry, regionOfAcceptLanguage } from './visitor-country.ts';
export type { CountryHintSource } from './visitor-country.ts';
