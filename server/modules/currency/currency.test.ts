// The currency API: the visitor's location from CDN headers and Accept-Language (and none), the admin's markup setting
// (validated, applied to the rates at once, pages dropped), and "Refresh rates now" for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '../../../domain/currency.ts';
import { bearer, signedInAs } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { PKR_ANSWER, startRatesServer, type TestRatesServer } from '../../test/rates-server.ts';

let rates: TestRatesServer;
let t: TestApp;
let admin: string;
let coordinator: string;
beforeAll(async () => {
  rates = await startRatesServer();
  t = await buildTestApp({ rates: { url: rates.url, timeoutMs: 300, attempts: 3, pausesMs: [10] } });
  admin = (await signedInAs(t, 'admin')).token;
  coordinator = (await signedInAs(t, 'coordinator')).token;
});
afterAll(async () => {
  await t.close();
  await rates.close();
});

const locate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/currency/location', headers });

describe('GET /api/currency/location', () => {
  it.each([
    ['cf-ipcountry', 'GB', 'United Kingdom', 'GBP', '£'],
    ['cloudfront-viewer-country', 'AE', 'United Arab Emirates', 'AED', 'AED'],
    ['x-vercel-ip-country', 'ca', 'Canada', 'CAD', 'C$'],
  ])('reads the CDN header %s', async (header, country, countryName, currency, currencySymbol) => {
    const answer = await locate({ [header]: country, 'accept-language': 'ur-PK' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      country: country.toUpperCase(),
      countryName,
      currency,
      currencySymbol,
      source: 'cdn',
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['en-GB,en;q=0.9', 'GB', 'GBP'],
    ['fr-FR', 'FR', 'EUR'],
    ['ur-PK', 'PK', 'PKR'],
    // en-US is the factory setting of most phones, Pakistan's too: the next entry decides.
    ['en-US,ur-PK', 'PK', 'PKR'],
  ])('reads the region of Accept-Language %s', async (acceptLanguage, country, currency) => {
    const answer = await locate({ 'accept-language': acceptLanguage });
    expect(answer.json()).toMatchObject({ country, currency, source: 'language' });
  });

  it('shows a country outside the 12 US dollars', async () => {
    expect((await locate({ 'cf-ipcountry': 'JP' })).json()).toEqual({
      country: 'JP',
      countryName: 'Japan',
      currency: 'USD',
      currencySymbol: '$',
      source: 'cdn',
    });
  });

  const pakistan = { country: 'PK', countryName: 'Pakistan', currency: 'PKR', currencySymbol: 'Rs', source: 'none' };
  it.each([
    ['no hint at all', {}],
    ['a language without a region', { 'accept-language': 'en' }],
    ['only the factory en-US', { 'accept-language': 'en-US,en;q=0.9' }],
    ["Cloudflare's XX (unknown)", { 'cf-ipcountry': 'XX' }],
  ])('answers Pakistan and rupees with source none for %s', async (_case, headers) => {
    expect((await locate(headers)).json()).toEqual(pakistan);
  });

  it("falls through Cloudflare's XX to the language", async () => {
    expect((await locate({ 'cf-ipcountry': 'XX', 'accept-language': 'en-GB' })).json()).toMatchObject({
      country: 'GB',
      source: 'language',
    });
  });
});

describe('the markup setting', () => {
  const put = (markupPercent: unknown, token = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/currency', headers: bearer(token), payload: { markupPercent } });

  it('is 0 until set, and refuses more than 20 % with the form message, changing nothing', async () => {
    expect((await t.app.inject({ url: '/api/settings', headers: bearer(admin) })).json().currency).toEqual({
      markupPercent: 0,
    });
    for (const [value, message] of [
      [21, 'Markup must be at most 20%'],
      [-1, 'Markup cannot be negative'],
      ['5', 'Markup must be a number'],
    ] as const) {
      const refused = await put(value);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(message);
    }
    expect((await t.app.inject({ url: '/api/settings', headers: bearer(admin) })).json().currency.markupPercent).toBe(
      0,
    );
    expect((await put(5, coordinator)).statusCode).toBe(403);
  });

  it('re-prices the rates at once (PKR stays 1) and drops the cached pages', async () => {
    await t.app.services.exchangeRates.refresh();
    const dropped: string[][] = [];
    const invalidate = t.app.services.caches.invalidate;
    t.app.services.caches.invalidate = (tags) => {
      dropped.push([...tags]);
      invalidate(tags);
    };
    try {
      const saved = await put(10);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ markupPercent: 10 });
    } finally {
      t.app.services.caches.invalidate = invalidate;
    }
    expect(dropped.flat()).toContain('currency-rates');
    const { rates: shown, source } = (await t.app.inject({ url: '/api/currency/rates' })).json();
    expect(source).toBe('live');
    expect(shown.PKR).toBe(1);
    expect(shown.GBP).toBeCloseTo(PKR_ANSWER.rates.GBP * 1.1, 12);
    expect(shown.USD).toBeCloseTo(PKR_ANSWER.rates.USD * 1.1, 12);
    // Kept: the next fetch is marked up too, and so is a restart's stored copy.
    await t.app.services.exchangeRates.refresh();
    expect(t.app.services.currencyRates.current().rates.GBP).toBeCloseTo(0.0033, 12);
    const second = await buildTestApp({ database: t.database });
    try {
      await second.app.services.exchangeRates.loadStored();
      expect(second.app.services.currencyRates.current().rates.GBP).toBeCloseTo(0.0033, 12);
    } finally {
      await second.close();
    }
    await put(0);
  });
});

describe('GET /api/currency/rates and POST /api/currency/refresh', () => {
  it('serves the rates publicly with a short cache life', async () => {
    const answer = await t.app.inject({ url: '/api/currency/rates' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(Object.keys(answer.json().rates)).toHaveLength(12);
  });

  it('lets an admin fetch now, answering the new rates; a coordinator or a guest is refused', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/currency/refresh', headers: bearer(admin) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ source: 'live', rates: { GBP: PKR_ANSWER.rates.GBP } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/currency/refresh', headers: bearer(coordinator) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/currency/refresh' })).statusCode).toBe(401);
  });

  it('answers 502 with the reason when every attempt fails, keeping the rates held', async () => {
    const held = t.app.services.currencyRates.current();
    rates.reply({ status: 500 });
    try {
      const failed = await t.app.inject({ method: 'POST', url: '/api/currency/refresh', headers: bearer(admin) });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toBe(
        'Could not fetch exchange rates after 3 attempts: the rates service answered HTTP 500',
      );
      expect(t.app.services.currencyRates.current()).toEqual(held);
      expect(held.rates).not.toEqual(FALLBACK_RATES);
    } finally {
      rates.reply({ json: PKR_ANSWER });
    }
  });
});

describe("the pages' Content-Security-Policy", () => {
  it('lets the browser call the IP-location services, and nothing else outside the shop', async () => {
    const shop = await buildTestApp({
      storefront: true,
      locationServices: ['https://ipapi.co/json/', 'https://ipwho.is/', 'https://ipapi.co/other'],
    });
    try {
      const page = await shop.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain(
        "connect-src 'self' https://ipapi.co https://ipwho.is;",
      );
    } finally {
      await shop.close();
    }
  });
});
