// Exchange rates against a real stand-in for the rates service: a good answer is published live, stored and marked
// up; slow, failing, garbled and incomplete answers fall back after exactly 3 attempts; a later success replaces the
// fallback; a second instance with the service down starts on the stored copy.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '../../../domain/currency.ts';
import { exchangeRates } from '../../db/schema/currency.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { PKR_ANSWER, startRatesServer, type TestRatesServer } from '../../test/rates-server.ts';

let rates: TestRatesServer;
let t: TestApp;
const fast = { timeoutMs: 300, attempts: 3, pausesMs: [10, 20] };
beforeAll(async () => {
  rates = await startRatesServer();
  t = await buildTestApp({ rates: { url: rates.url, ...fast } });
});
afterAll(async () => {
  await t.close();
  await rates.close();
});
afterEach(() => rates.reply({ json: PKR_ANSWER }));

/** A new instance on a database of its own: no stored rates, so a failed fetch leaves only the fallback. */
async function freshApp() {
  const fresh = await buildTestApp({ rates: { url: rates.url, ...fast } });
  await fresh.app.services.exchangeRates.loadStored();
  return fresh;
}

describe('a good answer', () => {
  it('is published as live rates, stored in the database, and served by GET /api/currency/rates', async () => {
    const before = rates.requests;
    const outcome = await t.app.services.exchangeRates.refresh();
    expect(outcome.ok).toBe(true);
    expect(rates.requests - before).toBe(1);
    const snapshot = t.app.services.currencyRates.current();
    expect(snapshot).toMatchObject({ base: 'PKR', source: 'live' });
    expect(snapshot.rates).toEqual(Object.fromEntries(Object.entries(PKR_ANSWER.rates).filter(([c]) => c !== 'JPY')));
    const [stored] = await t.database.db.select().from(exchangeRates);
    expect(stored!.rates).toEqual(snapshot.rates);
    expect(stored!.fetchedAt.toISOString()).toBe(snapshot.lastUpdated);
    const answer = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(answer.json()).toEqual(snapshot);
  });

  it('in another base is converted to rupees through its PKR rate', async () => {
    // 1 USD = 250 PKR = 0.8 GBP: a rupee is 0.004 USD and 0.0032 GBP.
    const usdRates = { PKR: 250, USD: 1, EUR: 0.9, GBP: 0.8, AED: 3.6725, CAD: 1.4, AUD: 1.5 };
    const gulf = { SAR: 3.75, QAR: 3.64, KWD: 0.307, BHD: 0.376, OMR: 0.3845 };
    rates.reply({ json: { base: 'USD', rates: { ...usdRates, ...gulf } } });
    expect((await t.app.services.exchangeRates.refresh()).ok).toBe(true);
    const { rates: shown } = t.app.services.currencyRates.current();
    expect(shown.PKR).toBe(1);
    expect(shown.USD).toBeCloseTo(0.004, 10);
    expect(shown.GBP).toBeCloseTo(0.0032, 10);
    expect(shown.KWD).toBeCloseTo(0.307 / 250, 10);
  });
});

describe('an answer that never comes right', () => {
  const broken = { ...PKR_ANSWER, rates: { ...PKR_ANSWER.rates, KWD: undefined } };
  const cases = [
    ['slower than the time-out', { delayMs: 1_000, then: { json: PKR_ANSWER } }],
    ['HTTP 500', { status: 500 }],
    ['not JSON', { text: '<html>busy</html>' }],
    ['missing a currency', { json: broken }],
    ['a zero rate', { json: { ...PKR_ANSWER, rates: { ...PKR_ANSWER.rates, GBP: 0 } } }],
  ] as const;

  it.each(cases)('(%s) is tried exactly 3 times, then the SPEC §9 fallback is shown', async (_name, reply) => {
    rates.reply(reply);
    const fresh = await freshApp();
    try {
      const before = rates.requests;
      const outcome = await fresh.app.services.exchangeRates.refresh();
      expect(outcome.ok).toBe(false);
      expect(rates.requests - before).toBe(3);
      expect(fresh.app.services.currencyRates.current()).toMatchObject({
        source: 'fallback-max-attempts',
        rates: FALLBACK_RATES,
      });
    } finally {
      await fresh.close();
    }
  });

  it('is replaced by the next successful fetch', async () => {
    rates.reply({ status: 503 });
    const fresh = await freshApp();
    try {
      await fresh.app.services.exchangeRates.refresh();
      expect(fresh.app.services.currencyRates.current().source).toBe('fallback-max-attempts');
      rates.reply({ json: PKR_ANSWER });
      await fresh.app.services.ratesRefresh.runOnce();
      expect(fresh.app.services.currencyRates.current()).toMatchObject({ source: 'live', rates: { GBP: 0.003 } });
    } finally {
      await fresh.close();
    }
  });

  it('keeps live rates already held, with their own time', async () => {
    expect((await t.app.services.exchangeRates.refresh()).ok).toBe(true);
    const held = t.app.services.currencyRates.current();
    rates.reply({ status: 500 });
    const outcome = await t.app.services.exchangeRates.refresh();
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('after 3 attempts') });
    expect(t.app.services.currencyRates.current()).toEqual(held);
  });
});

describe('a restart with the rates service down', () => {
  it('starts on the stored rates (source stored, their own time) and keeps them when the fetch fails', async () => {
    expect((await t.app.services.exchangeRates.refresh()).ok).toBe(true);
    const fetched = t.app.services.currencyRates.current();
    const second = await buildTestApp({ database: t.database, rates: { url: 'http://127.0.0.1:9/', ...fast } });
    try {
      expect(second.app.services.currencyRates.current().source).toBe('fallback');
      await second.app.services.exchangeRates.loadStored();
      const stored = { ...fetched, source: 'stored' };
      expect(second.app.services.currencyRates.current()).toEqual(stored);
      expect((await second.app.services.exchangeRates.refresh()).ok).toBe(false);
      expect(second.app.services.currencyRates.current()).toEqual(stored);
      const answer = await second.app.inject({ method: 'GET', url: '/api/currency/rates' });
      expect(answer.json()).toMatchObject({ source: 'stored', lastUpdated: fetched.lastUpdated });
    } finally {
      await second.close();
    }
  });
});

describe('shutdown', () => {
  it('ends a fetch in progress at once instead of waiting out the time-outs', async () => {
    rates.reply({ delayMs: 20_000, then: { json: PKR_ANSWER } });
    const slow = await buildTestApp({ rates: { url: rates.url, timeoutMs: 10_000, attempts: 3, pausesMs: [5_000] } });
    try {
      const started = Date.now();
      const running = slow.app.services.ratesRefresh.runOnce();
      await expect.poll(() => rates.requests).toBeGreaterThan(0);
      slow.app.services.exchangeRates.stop();
      expect((await running).ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await slow.close();
    }
  });
});
