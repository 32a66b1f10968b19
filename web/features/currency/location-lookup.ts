// The browser's guess of where the shopper is, from the IP-location services of SPEC §7 (configured on the server),
// asked in order, 5 s each; only when the server had no hint (asked first) and no choice was made. Loaded when needed.
import { isCurrency, LOCATION_TIMEOUT_MS, type CurrencyCode } from '../../../domain/currency.ts';
import { currencyOfCountry } from '../../../domain/currency-countries.ts';

export const SERVER_LOCATION = '/api/currency/location';

/** The country one service answers: `country_code` (ipapi.co style) or `countryCode` (ip-api.com style). */
function countryOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { country_code: snake, countryCode: camel } = body as { country_code?: unknown; countryCode?: unknown };
  const country = snake ?? camel;
  return typeof country === 'string' && /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : null;
}

/** The first country a service answers; null when none answers in time. */
export async function lookUpCountry(services: readonly string[], fetchJson = fetch): Promise<string | null> {
  for (const url of services) {
    try {
      const response = await fetchJson(url, { signal: AbortSignal.timeout(LOCATION_TIMEOUT_MS) });
      const country = response.ok ? countryOf(await response.json()) : null;
      if (country) return country;
    } catch {
      // Slow, blocked or down: the next service is asked.
    }
  }
  return null;
}

/** The server's own guess (GET /api/currency/location, per visitor, never in the shared page), or null when the
 *  request carried no hint: a Pakistani shopper's page in rupees is the same shared page as a hintless one. */
async function serverGuess(fetchJson: typeof fetch): Promise<CurrencyCode | null> {
  try {
    const response = await fetchJson(SERVER_LOCATION, { signal: AbortSignal.timeout(LOCATION_TIMEOUT_MS) });
    const body = response.ok ? ((await response.json()) as { source?: unknown; currency?: unknown }) : null;
    return body && body.source !== 'none' && isCurrency(body.currency) ? body.currency : null;
  } catch {
    return null;
  }
}

/** The currency of the visitor's country: the server's hint when it had one, else the first IP service that knows;
 *  rupees for Pakistan too, so the guess is remembered and not asked again. */
export async function lookUpCurrency(services: readonly string[], fetchJson = fetch): Promise<CurrencyCode | null> {
  const hinted = await serverGuess(fetchJson);
  if (hinted) return hinted;
  const country = await lookUpCountry(services, fetchJson);
  return country ? currencyOfCountry(country) : null;
}
