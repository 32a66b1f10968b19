// The browser's location lookup: each service gets 5 s, a failing or slow one hands over to the next, both answer
// shapes are read, and a country outside the 12 currencies' is shown US dollars.
import { describe, expect, it, vi } from 'vitest';
import { LOCATION_TIMEOUT_MS } from '../../../domain/currency.ts';
import { lookUpCountry, lookUpCurrency, SERVER_LOCATION } from './location-lookup.ts';

const answering = (bodies: Record<string, unknown>) =>
  vi.fn(async (url: string | URL | Request) => {
    const body = bodies[String(url)];
    if (body instanceof Error) throw body;
    return body === undefined ? new Response('down', { status: 503 }) : Response.json(body);
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

describe('lookUpCountry', () => {
  it("reads ipapi's country_code and ip-api's countryCode", async () => {
    expect(await lookUpCountry(['a'], answering({ a: { country_code: 'gb' } }))).toBe('GB');
    expect(await lookUpCountry(['a'], answering({ a: { countryCode: 'SA' } }))).toBe('SA');
  });

  it('asks the next service when one fails, answers an error or no country', async () => {
    const fetchJson = answering({ b: { country_code: '' }, c: new Error('timeout'), e: { countryCode: 'CA' } });
    expect(await lookUpCountry(['a', 'b', 'c', 'd', 'e'], fetchJson)).toBe('CA');
    expect(fetchJson).toHaveBeenCalledTimes(5);
  });

  it('gives each service its 5 s and answers null when none knows', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    expect(await lookUpCountry(['a', 'b'], answering({}))).toBeNull();
    expect(timeout).toHaveBeenCalledWith(LOCATION_TIMEOUT_MS);
    expect(await lookUpCountry([], answering({}))).toBeNull();
  });
});

describe('lookUpCurrency', () => {
  it("answers the country's currency, US dollars outside the 12, and rupees for Pakistan", async () => {
    expect(await lookUpCurrency(['a'], answering({ a: { countryCode: 'DE' } }))).toBe('EUR');
    expect(await lookUpCurrency(['a'], answering({ a: { countryCode: 'JP' } }))).toBe('USD');
    expect(await lookUpCurrency(['a'], answering({ a: { countryCode: 'PK' } }))).toBe('PKR');
    expect(await lookUpCurrency(['a'], answering({}))).toBeNull();
  });

  it('takes the server’s hint when the request had one, and asks no outside service', async () => {
    const hinted = answering({ [SERVER_LOCATION]: { source: 'language', currency: 'PKR' }, a: { countryCode: 'GB' } });
    expect(await lookUpCurrency(['a'], hinted)).toBe('PKR');
    expect(hinted).toHaveBeenCalledTimes(1);
    const none = answering({ [SERVER_LOCATION]: { source: 'none', currency: 'PKR' }, a: { countryCode: 'GB' } });
    expect(await lookUpCurrency(['a'], none)).toBe('GBP');
    expect(none).toHaveBeenCalledTimes(2);
  });
});
