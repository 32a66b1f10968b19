// The exchange rates' life: the stored copy at start, a fetch in the background (hourly), the SPEC §9 fallback when
// the service fails and nothing better is held, and the admin's markup on top. Publishes into the in-memory holder
// that every request reads, so no shopper waits on the rates service.
import { eq } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  FALLBACK_RATES,
  withMarkup,
  type RatesSnapshot,
  type RateSource,
} from '../../../domain/currency.ts';
import type { Database } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/currency.ts';
import type { Invalidate } from '../../lib/cache-tags.ts';
import type { CurrencyRates } from './currency-rates.ts';
import { fetchRates, ratesFromAnswer, type Rates, type RatesFetchSettings } from './rates-fetch.ts';

/** The rates as fetched or stored, before the markup. */
interface HeldRates {
  rates: Rates;
  lastUpdated: string;
  source: RateSource;
}

/** 'fetch failed' says nothing: the cause (ECONNREFUSED, a DNS failure) does. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? err.message;
}

export type RefreshOutcome =
  { ok: true; snapshot: RatesSnapshot } | { ok: false; snapshot: RatesSnapshot; error: string };

export function createExchangeRates(deps: {
  db: Database;
  holder: CurrencyRates;
  fetch: RatesFetchSettings;
  /** The stored markup setting (the settings module's, uncached). */
  markupPercent(): Promise<number>;
  /** Every instance's caches (the fleet's invalidate). */
  invalidate: Invalidate;
  /** This instance's caches only: for rates another instance published, which it already announced. */
  invalidateHere: Invalidate;
  log: (message: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let held: HeldRates | undefined;
  let markup = 0;
  // Shutdown must not wait up to half a minute for a slow rates service.
  const stopping = new AbortController();

  function publish(invalidate = deps.invalidate) {
    const base = held ?? { rates: FALLBACK_RATES, lastUpdated: deps.holder.current().lastUpdated, source: 'fallback' };
    deps.holder.replace({
      base: 'PKR',
      rates: withMarkup(base.rates, markup),
      lastUpdated: base.lastUpdated,
      source: base.source,
    });
    // Every shared page carries 'currency-rates' (storefront.ts): pages re-render with these rates.
    invalidate(['currency-rates']);
  }

  /** At start, before any fetch: the last rates fetched (by this or another instance) and the markup. Again when
   *  another instance published rates or a markup (`announce` false: it told every instance already). */
  async function loadStored({ announce = true } = {}): Promise<void> {
    markup = await deps.markupPercent();
    const [row] = await deps.db.select().from(exchangeRates).where(eq(exchangeRates.base, BASE_CURRENCY));
    if (row) {
      try {
        held = {
          rates: ratesFromAnswer({ rates: row.rates }),
          lastUpdated: row.fetchedAt.toISOString(),
          source: 'stored',
        };
      } catch (err) {
        deps.log(`exchange rates: the stored copy is unusable (${String(err)}); waiting for the rates service`);
      }
    }
    publish(announce ? deps.invalidate : deps.invalidateHere);
  }

  /** Fetches now. On failure, rates already fetched or stored are kept; with none, the SPEC §9 fallback is shown. */
  async function refresh(): Promise<RefreshOutcome> {
    try {
      const rates = await fetchRates(
        deps.fetch,
        (n, err) => deps.log(`exchange rates: attempt ${n} of ${deps.fetch.attempts} failed: ${describe(err)}`),
        stopping.signal,
      );
      const fetchedAt = now();
      await deps.db
        .insert(exchangeRates)
        .values({ base: BASE_CURRENCY, rates, fetchedAt })
        .onConflictDoUpdate({ target: exchangeRates.base, set: { rates, fetchedAt } });
      held = { rates, lastUpdated: fetchedAt.toISOString(), source: 'live' };
      publish();
      return { ok: true, snapshot: deps.holder.current() };
    } catch (err) {
      const error = `Could not fetch exchange rates after ${deps.fetch.attempts} attempts: ${describe(err)}`;
      if (held && (held.source === 'live' || held.source === 'stored')) {
        deps.log(`exchange rates: ${error}; keeping the rates of ${held.lastUpdated}`);
      } else {
        deps.log(`exchange rates: ${error}; showing the built-in fallback rates`);
        held = { rates: FALLBACK_RATES, lastUpdated: now().toISOString(), source: 'fallback-max-attempts' };
        publish();
      }
      return { ok: false, snapshot: deps.holder.current(), error };
    }
  }

  /** The admin saved a new markup: converted prices change at once. */
  function markupChanged(markupPercent: number): void {
    markup = markupPercent;
    publish();
  }

  /** Ends a fetch in progress (on shutdown): its refresh answers at once, as a failure. */
  function stop(): void {
    stopping.abort();
  }

  return { loadStored, refresh, markupChanged, stop };
}

export type ExchangeRates = ReturnType<typeof createExchangeRates>;
