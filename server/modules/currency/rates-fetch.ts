// Asks the rates service (RATES_URL) for the rates against PKR: a time-out per attempt, a few attempts with a pause
// between, and a strict reading of the answer, so a partial or garbled answer never reaches a price.
import { BASE_CURRENCY, CURRENCIES, type CurrencyCode } from '../../../domain/currency.ts';

export interface RatesFetchSettings {
  url: string;
  /** Per attempt (SPEC §9: 10 s). */
  timeoutMs: number;
  /** SPEC §9: 3. */
  attempts: number;
  /** The pause before the second, third... attempt; the last one repeats. */
  pausesMs: readonly number[];
}

export type Rates = Record<CurrencyCode, number>;

/** A pause that a shutdown ends early; its listener goes when it ends, so hourly runs do not pile them up. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * Any JSON with a `rates` map of currency -> units per one unit of its base. The base is `base` or `base_code`
 * (PKR when neither is given); another base is converted through its rate for PKR. Every one of the 12 currencies must
 * be there as a positive number, or the answer is refused as a whole.
 */
export function ratesFromAnswer(body: unknown): Rates {
  if (!body || typeof body !== 'object') throw new Error('the answer is not a JSON object');
  const { rates, base, base_code: baseCode } = body as { rates?: unknown; base?: unknown; base_code?: unknown };
  if (!rates || typeof rates !== 'object') throw new Error('the answer has no rates map');
  const map = rates as Record<string, unknown>;
  const named = typeof base === 'string' ? base : typeof baseCode === 'string' ? baseCode : BASE_CURRENCY;
  const perBase = (code: string) => {
    const value = map[code];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      throw new Error(`the rate for ${code} is missing or not a positive number`);
    return value;
  };
  // Units of the base per rupee: 1 when the base is PKR, else 1 / (rupees per unit of the base).
  const rupee = named.toUpperCase() === BASE_CURRENCY ? 1 : perBase(BASE_CURRENCY);
  return Object.fromEntries(
    CURRENCIES.map((code) => [code, code === BASE_CURRENCY ? 1 : perBase(code) / rupee]),
  ) as Rates;
}

async function attempt(settings: RatesFetchSettings, stopped: AbortSignal): Promise<Rates> {
  const response = await fetch(settings.url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.any([stopped, AbortSignal.timeout(settings.timeoutMs)]),
  });
  if (!response.ok) throw new Error(`the rates service answered HTTP ${response.status}`);
  return ratesFromAnswer(await response.json());
}

/** The rates, or the last attempt's error after every attempt failed (each failure is passed to `onFailure`).
 *  `stopped` (the shop shutting down) ends the attempts and pauses at once. */
export async function fetchRates(
  settings: RatesFetchSettings,
  onFailure: (attempt: number, err: unknown) => void,
  stopped: AbortSignal,
): Promise<Rates> {
  let lastError: unknown;
  for (let i = 0; i < settings.attempts && !stopped.aborted; i++) {
    if (i > 0) await sleep(settings.pausesMs[Math.min(i - 1, settings.pausesMs.length - 1)] ?? 0, stopped);
    if (stopped.aborted) break;
    try {
      return await attempt(settings, stopped);
    } catch (err) {
      lastError = err;
      onFailure(i + 1, err);
    }
  }
  throw lastError ?? new Error('the shop is shutting down');
}
