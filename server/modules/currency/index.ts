// The currency module (issue 16): exchange rates against PKR held for every request (fetched hourly, stored, with the
// admin's markup), and the visitor's country from the request's own hints.
export { createCurrencyRates, type CurrencyRates } from './currency-rates.ts';
export { createExchangeRates, type ExchangeRates } from './exchange-rates.service.ts';
export { currencyRoutes } from './currency.routes.ts';
export type { RatesFetchSettings } from './rates-fetch.ts';
export { CDN_COUNTRY_HEADERS, countryFromHints, isHomeCountry, regionOfAcceptLanguage } from './visitor-country.ts';
export type { CountryHintSource } from './visitor-country.ts';
export { visitorLocation } from './visitor-location.ts';
export { currencyModule } from './currency.module.ts';
