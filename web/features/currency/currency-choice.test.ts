// The display currency in the browser: a pick re-renders through the store and is remembered in the cookie and
// localStorage; after hydration a lost cookie is put back from localStorage; with neither and a page in rupees, the
// configured location services are asked once (none configured, none asked); a country abroad switches the currency.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { currencyChoice } from '../../lib/display-currency.ts';
import { chooseCurrency, cookieCurrency, restoreCurrency } from './currency-choice.ts';

installBrowser();

/** document.cookie as the browser keeps it: each write sets one cookie, a read lists them all. */
const jar = new Map<string, string>();
const written: string[] = [];
Object.assign(globalThis, {
  document: {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [name = '', value = ''] = line.split(';')[0]!.split('=');
      jar.set(name, value);
    },
  },
});
Object.assign(window, { requestIdleCallback: (run: () => void) => run() });

beforeEach(() => {
  jar.clear();
  written.length = 0;
  storage.clear();
  currencyChoice.setState({ chosen: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the display currency in the browser', () => {
  it('reads the currency cookie only when it names one of the 12', () => {
    expect(cookieCurrency('_ga=1; currency=GBP')).toBe('GBP');
    expect(cookieCurrency('currency=XYZ')).toBeNull();
    expect(cookieCurrency('mycurrency=GBP')).toBeNull();
    expect(cookieCurrency('')).toBeNull();
  });

  it('remembers a pick for a year on every path, in localStorage too, and shows it at once', () => {
    chooseCurrency('AED');
    expect(currencyChoice.getState().chosen).toBe('AED');
    expect(written).toEqual(['currency=AED; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(storage.getItem('currency')).toBe('AED');
  });

  it('leaves a page the server rendered from the cookie as it is', () => {
    jar.set('currency', 'GBP');
    storage.setItem('currency', 'AED');
    restoreCurrency('GBP', ['https://location.test/json']);
    expect(currencyChoice.getState().chosen).toBeNull();
  });

  it('puts a choice kept in localStorage back when the cookie is gone', () => {
    storage.setItem('currency', 'CAD');
    restoreCurrency('PKR', []);
    expect(currencyChoice.getState().chosen).toBe('CAD');
    expect(jar.get('currency')).toBe('CAD');
  });

  it('asks nothing when no location service is configured, or when the server found a hint abroad', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    restoreCurrency('PKR', []);
    restoreCurrency('GBP', ['https://location.test/json']);
    expect(fetch).not.toHaveBeenCalled();
    expect(currencyChoice.getState().chosen).toBeNull();
  });

  it('asks the services in order and switches to the currency of the first country found', async () => {
    const fetch = vi.fn(async (url: string) => {
      // The server had no hint for this request, so the outside services are asked.
      if (url === '/api/currency/location') return Response.json({ source: 'none', currency: 'PKR' });
      if (url.startsWith('https://first.test')) throw new Error('blocked');
      return Response.json({ countryCode: 'AE' });
    });
    vi.stubGlobal('fetch', fetch);
    restoreCurrency('PKR', ['https://first.test/json', 'https://second.test/json']);
    await vi.waitFor(() => expect(currencyChoice.getState().chosen).toBe('AED'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/currency/location',
      'https://first.test/json',
      'https://second.test/json',
    ]);
    expect(jar.get('currency')).toBe('AED');
  });
});
