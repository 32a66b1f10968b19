// The admin's newsletter calls: the list with search and counts, the CSV export made safe for spreadsheets, removal,
// and that only an admin gets in (a coordinator and a customer are refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts.ts';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import { subscriberPageView } from '../../../domain/schemas/newsletter-views.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { bearer, randomIp, registerCustomer, signedInAs } from '../../test/accounts.ts';
import { json } from '../../test/answers.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
/** 52 subscribers a minute apart (the newest is reader-51), then 'left' unsubscribed and an injection-looking one. */
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAs(t, 'admin')).token;
  const start = Date.parse('2026-10-01T08:00:00Z');
  await t.database.db.insert(newsletterSubscribers).values(
    Array.from({ length: 52 }, (_, i) => ({
      email: `reader-${i}@example.pk`,
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await t.database.db.insert(newsletterSubscribers).values([
    {
      email: 'left@example.pk',
      createdAt: new Date('2026-09-01T08:00:00Z'),
      unsubscribedAt: new Date('2026-09-15T10:30:00Z'),
    },
    // A valid address by the form's rules that a spreadsheet would run as a formula.
    { email: '-2+3+cmd@evil.pk', createdAt: new Date('2026-08-01T08:00:00Z') },
    { email: '=HYPERLINK("http://x.pk")@legacy.pk', createdAt: new Date('2026-07-01T08:00:00Z') },
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'DELETE', url: string, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, remoteAddress: randomIp() });
const listed = async (query = '') =>
  await json(await call('GET', `/api/newsletter/subscribers${query}`), subscriberPageView);

describe('newsletter subscribers for the admin', () => {
  it('lists 50 a page, newest first, with the total and the count still subscribed', async () => {
    const first = await listed();
    expect(first.total).toBe(55);
    expect(first.activeCount).toBe(54);
    expect(first.totalPages).toBe(2);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]).toEqual({
      _id: expect.any(String),
      email: 'reader-51@example.pk',
      subscribedAt: '2026-10-01T08:51:00.000Z',
      unsubscribedAt: null,
    });
    const second = await listed('?page=2');
    expect(second.subscribers.map((s) => s.email)).toEqual([
      'reader-1@example.pk',
      'reader-0@example.pk',
      'left@example.pk',
      '-2+3+cmd@evil.pk',
      '=HYPERLINK("http://x.pk")@legacy.pk',
    ]);
    expect(second.subscribers[2]!.unsubscribedAt).toBe('2026-09-15T10:30:00.000Z');
  });

  it('searches by part of the address, any case, with % and _ taken literally', async () => {
    const found = await listed('?search=READER-5');
    expect(found.subscribers.map((s) => s.email)).toEqual([
      'reader-51@example.pk',
      'reader-50@example.pk',
      'reader-5@example.pk',
    ]);
    expect(found.total).toBe(3);
    // The count of who a general update reaches does not follow the search.
    expect(found.activeCount).toBe(54);
    expect((await listed('?search=%25')).total).toBe(0);
    expect((await listed('?search=_')).total).toBe(0);
    const tooLong = await call('GET', `/api/newsletter/subscribers?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Search must be at most 100 characters');
  });

  it('exports every address as CSV for Excel, with formula-looking cells made text', async () => {
    const res = await call('GET', '/api/newsletter/subscribers/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Email,Subscribed at,Status,Unsubscribed at');
    expect(lines[1]).toBe('reader-51@example.pk,2026-10-01T08:51:00.000Z,subscribed,');
    expect(lines).toContain('left@example.pk,2026-09-01T08:00:00.000Z,unsubscribed,2026-09-15T10:30:00.000Z');
    expect(lines).toContain("'-2+3+cmd@evil.pk,2026-08-01T08:00:00.000Z,subscribed,");
    expect(lines).toContain('"\'=HYPERLINK(""http://x.pk"")@legacy.pk",2026-07-01T08:00:00.000Z,subscribed,');
    expect(lines).toHaveLength(1 + 55 + 1);
    expect(lines.at(-1)).toBe('');
  });

  it('removes an address for good; removing it again is not found', async () => {
    const [target] = (await listed('?search=reader-7@')).subscribers;
    const removed = await call('DELETE', `/api/newsletter/subscribers/${target!._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: NEWSLETTER_MESSAGES.removed });
    expect((await listed('?search=reader-7@')).total).toBe(0);
    expect(await t.app.services.newsletter.subscriberByEmail('reader-7@example.pk')).toBeNull();
    const again = await call('DELETE', `/api/newsletter/subscribers/${target!._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: NEWSLETTER_MESSAGES.notFound });
    const malformed = await call('DELETE', '/api/newsletter/subscribers/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(NEWSLETTER_MESSAGES.notFound);
  });

  it('refuses a coordinator and a customer with 403, and no token with 401, on every call', async () => {
    const coordinator = (await signedInAs(t, 'coordinator')).token;
    const customer = (await registerCustomer(t)).token;
    const [someone] = (await listed()).subscribers;
    const urls: ['GET' | 'DELETE', string][] = [
      ['GET', '/api/newsletter/subscribers'],
      ['GET', '/api/newsletter/subscribers/export'],
      ['DELETE', `/api/newsletter/subscribers/${someone!._id}`],
    ];
    for (const [method, url] of urls) {
      for (const token of [coordinator, customer]) {
        const res = await call(method, url, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.notAllowed });
      }
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    expect((await listed()).total).toBe(54);
  });
});
