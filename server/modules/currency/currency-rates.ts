// The exchange rates every page and GET /api/currency/rates read: held in memory so no shopper's request waits on the
// rates service. Starts on SPEC §9's fallback rates; the rates job (issue 16) replaces them with fetched or stored ones.
import { FALLBACK_RATES, type CurrencyCode, type RatesSnapshot } from '../../../domain/currency.ts';

export interface CurrencyRates {
  /** The rates now, markup included. Never waits and never fails. */
  current(): RatesSnapshot;
  /** Called by whoever fetched or loaded newer rates. */
  replace(snapshot: RatesSnapshot): void;
}

export function createCurrencyRates(now: () => Date = () => new Date()): CurrencyRates {
  let snapshot: RatesSnapshot = {
    base: 'PKR',
    rates: { ...FALLBACK_RATES } as Record<CurrencyCode, number>,
    lastUpdated: now().toISOString(),
    source: 'fallback',
  };
  return {
    current: () => snapshot,
    replace: (next) => {
      snapshot = next;
    },
  };
}
