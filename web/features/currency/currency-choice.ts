// Remembers the shopper's display currency: in the `currency` cookie, so the next server render already shows it,
// and in localStorage, which puts the choice back if the cookie is lost. A choice overrides any guess; a guess from the
// location lookup is remembered the same way, so the lookup runs once per browser.
import { isCurrency, type CurrencyCode } from '../../../domain/currency.ts';
import { currencyChoice } from '../../lib/display-currency.ts';

/** The same name as the server reads (server/ssr/display-currency.ts). */
const NAME = 'currency';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function cookieCurrency(cookies: string): CurrencyCode | null {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === NAME)?.[1];
  return isCurrency(value) ? value : null;
}

function storedCurrency(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(NAME);
    return isCurrency(value) ? value : null;
  } catch {
    return null; // blocked storage: the cookie alone remembers
  }
}

/** Shows every price in `code` now, and on every later page. */
export function chooseCurrency(code: CurrencyCode): void {
  currencyChoice.setState({ chosen: code });
  document.cookie = `${NAME}=${code}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  try {
    localStorage.setItem(NAME, code);
  } catch {
    // Full or blocked storage: the cookie still remembers.
  }
}

/**
 * After hydration: with the cookie there, the server already rendered the choice. Without it, a choice kept in
 * localStorage is put back. With neither, on a page in rupees (the server found no hint pointing abroad), the browser
 * asks the configured IP-location services once, when idle; none configured, nothing is asked.
 */
export function restoreCurrency(rendered: CurrencyCode, locationServices: readonly string[]): void {
  if (cookieCurrency(document.cookie)) return;
  const stored = storedCurrency();
  if (stored) return chooseCurrency(stored);
  if (rendered !== 'PKR' || locationServices.length === 0) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => {
    void import('./location-lookup.ts')
      .then(({ lookUpCurrency }) => lookUpCurrency(locationServices))
      .then((found) => found && chooseCurrency(found));
  });
}
