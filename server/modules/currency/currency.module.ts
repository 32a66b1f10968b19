// The currency module's definition: the exchange rates every page reads, refreshed hourly by one instance of the fleet.
import { RATES_REFRESH_MS } from '../../../domain/currency.ts';
import type { Infrastructure } from '../../infrastructure.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import { apiRoutes, defineModule } from '../../lib/module-definition.ts';
import { createSettingsService } from '../settings/index.ts';
import { createCurrencyRates } from './currency-rates.ts';
import { currencyRoutes } from './currency.routes.ts';
import { createExchangeRates } from './exchange-rates.service.ts';

type Needs = Pick<
  Infrastructure,
  'db' | 'rates' | 'invalidate' | 'caches' | 'onChangedElsewhere' | 'fleetJobs' | 'log'
>;

export const currencyModule = defineModule({
  name: 'currency',
  services: ({ db, rates, invalidate, caches, onChangedElsewhere, fleetJobs, log }: Needs) => {
    // Every page reads the holder, never waiting on the service.
    const currencyRates = createCurrencyRates();
    // The markup as stored, read through a settings reader of its own: the settings module's editor, which tells the
    // rates of a new markup, is built after this module.
    const settings = createSettingsService({ db });
    const exchangeRates = createExchangeRates({
      db,
      holder: currencyRates,
      fetch: rates,
      markupPercent: async () => (await settings.currencySettings()).markupPercent,
      invalidate,
      invalidateHere: caches.invalidate,
      log,
    });
    // The rates live outside the caches: rates or a markup another instance published are read again.
    onChangedElsewhere((tags) => {
      if (tags === 'all' || tags.includes('currency-rates'))
        exchangeRates.loadStored({ announce: false }).catch((err: unknown) => log(`exchange rates: ${String(err)}`));
    });
    return {
      currencyRates,
      // Tests call loadStored() and refresh() themselves.
      exchangeRates,
      // The first fetch in the background right after start, then hourly, by one instance of the fleet per hour; the
      // others read what it stored when its notification arrives.
      ratesRefresh: createIntervalJob(
        () => exchangeRates.refresh(),
        RATES_REFRESH_MS,
        fleetJobs.gate('rates-refresh', RATES_REFRESH_MS),
      ),
    };
  },
  routes: ({ currencyRates, exchangeRates }, guards) => [
    apiRoutes(currencyRoutes, { holder: currencyRates, exchangeRates, guards }),
  ],
  jobs: ({ exchangeRates, ratesRefresh }) => [
    {
      name: 'rates-refresh',
      start: () => ratesRefresh.start(),
      // A fetch in progress is abandoned at once rather than waited for.
      stop: () => {
        exchangeRates.stop();
        return ratesRefresh.stop();
      },
    },
  ],
  // A restart with the rates service down still shows the last real rates, from the first request on.
  beforeListen: ({ exchangeRates }) => exchangeRates.loadStored(),
});
