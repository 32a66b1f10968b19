// Prices in the visitor's currency (SPEC §1, §9; DECISIONS X12): the 12 currencies, their symbols, the built-in
// fallback rates, which currency a country uses, and how a rupee amount is converted and shown. Orders are always
// priced and charged in PKR: a converted figure is only ever shown next to, or instead of, the rupee price on a page.
// Zod-free: the storefront imports it (decision 0002).

export const CURRENCIES = ['PKR', 'USD', 'EUR', 'GBP', 'AED', 'CAD', 'AUD', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: CurrencyCode = 'PKR';

export const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** How each amount is written: 'Rs 4,850', '£42', 'AED 150'. Arabic-script symbols are written as their codes, which
 *  shoppers abroad read more surely on a Latin page. */
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  PKR: 'Rs',
  USD: '$',
  EUR: '€',
  GBP: '£',
  AED: 'AED',
  CAD: 'C$',
  AUD: 'A$',
  SAR: 'SAR',
  QAR: 'QAR',
  KWD: 'KWD',
  BHD: 'BHD',
  OMR: 'OMR',
};

export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  PKR: 'Pakistani rupee',
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  AED: 'UAE dirham',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  SAR: 'Saudi riyal',
  QAR: 'Qatari riyal',
  KWD: 'Kuwaiti dinar',
  BHD: 'Bahraini dinar',
  OMR: 'Omani rial',
};

/** Units of each currency per rupee: SPEC §9's built-in rates, used until (and whenever) the rates service fails. */
export const FALLBACK_RATES: Record<CurrencyCode, number> = {
  PKR: 1,
  USD: 0.0036,
  EUR: 0.0033,
  GBP: 0.0028,
  AED: 0.013,
  CAD: 0.0049,
  AUD: 0.0055,
  SAR: 0.013,
  QAR: 0.013,
  KWD: 0.0011,
  BHD: 0.0014,
  OMR: 0.0014,
};

/** SPEC §9: no markup unless the admin sets one. */
export const DEFAULT_MARKUP_PERCENT = 0;
export const MAX_MARKUP_PERCENT = 20;

/** SPEC §9 limits of the two outside calls. */
export const RATES_TIMEOUT_MS = 10_000;
export const RATES_MAX_ATTEMPTS = 3;
export const LOCATION_TIMEOUT_MS = 5_000;
/** The rates with the shop's markup (SPEC §9): rate x (1 + m/100) for every currency but the rupee, so a converted
 *  price comes out m % higher. */
export function withMarkup(rates: Record<CurrencyCode, number>, markupPercent: number): Record<CurrencyCode, number> {
  return Object.fromEntries(
    CURRENCIES.map((c) => [c, c === BASE_CURRENCY ? 1 : rates[c] * (1 + markupPercent / 100)]),
  ) as Record<CurrencyCode, number>;
}

/** The rates are fetched again in the background this often. */
export const RATES_REFRESH_MS = 60 * 60 * 1000;

/** Where the rates came from: the service, the database copy of its last answer, or the built-in table. */
export const RATE_SOURCES = ['live', 'stored', 'fallback', 'fallback-max-attempts'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** What GET /api/currency/rates answers, and what a page renders with. `rates` already include the markup. */
export interface RatesSnapshot {
  base: 'PKR';
  rates: Record<CurrencyCode, number>;
  /** ISO time the rates were fetched from the service (or the fallback was taken). */
  lastUpdated: string;
  source: RateSource;
}

/** The home country: everyone else is an international customer (SPEC §9, D5). */
export const HOME_COUNTRY_CODE = 'PK';

/** A rupee amount in `currency`, rounded to a whole unit (SPEC §9). */
export function convertFromPkr(amountPkr: number, currency: CurrencyCode, rates: Record<CurrencyCode, number>): number {
  return Math.round(amountPkr * (currency === 'PKR' ? 1 : rates[currency]));
}

/** '£42', 'AED 150', 'Rs 4,850': a whole amount with its currency's symbol. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const digits = Math.round(amount).toLocaleString('en-US');
  return symbol.length === 1 ? `${symbol}${digits}` : `${symbol} ${digits}`;
}

/** A converted price as shown beside or instead of rupees: 'approx. £42' (rupees stay exact: 'Rs 4,850'). */
export function formatApprox(amountPkr: number, currency: CurrencyCode, rates: Record<CurrencyCode, number>): string {
  const money = formatMoney(convertFromPkr(amountPkr, currency, rates), currency);
  return currency === 'PKR' ? money : `approx. ${money}`;
}
