// The currency prices are shown in (issue 16): the one the server rendered the page in (the root loader's data, so
// server and client render the same), until the shopper picks another or the browser's location lookup finds one.
// A change re-renders every Price at once. In web/lib because web/ui/price.tsx reads it; features/currency sets it.
import { useRouteLoaderData } from 'react-router';
import type { CurrencyCode } from '../../domain/currency.ts';
import { createStore } from './store.ts';

export interface DisplayCurrencyView {
  code: CurrencyCode;
  /** Units of each currency per rupee, markup included, as the page was rendered with. */
  rates: Record<CurrencyCode, number>;
}

/** The currency chosen (or found by the location lookup) in this visit; null keeps the rendered page's. Module state
 *  is safe on the server: nothing sets it there, so every server render reads the root loader's currency. */
export const currencyChoice = createStore<{ chosen: CurrencyCode | null }>(() => ({ chosen: null }));

/** The root loader's part this reads (typed here: web/lib does not import the routes). */
interface RootCurrencyData {
  currency?: DisplayCurrencyView;
}

/** The page's currency as the server rendered it; rupees on an error page, which has no root data. */
export function useRenderedCurrency(): DisplayCurrencyView | undefined {
  return useRouteLoaderData<RootCurrencyData>('root')?.currency;
}

export function useDisplayCurrency(): DisplayCurrencyView | { code: 'PKR'; rates?: undefined } {
  const rendered = useRenderedCurrency();
  const chosen = currencyChoice((s) => s.chosen);
  if (!rendered) return { code: 'PKR' };
  return { code: chosen ?? rendered.code, rates: rendered.rates };
}
