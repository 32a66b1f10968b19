// The way out of the newsletter: the one-click POST exactly as mail providers send it (RFC 8058), the page's JSON POST,
// idempotence, forged and removed links refused alike, subscribing again, and what mail code is given.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../domain/schemas/newsletter.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { randomIp, uniqueEmail } from '../../test/accounts.ts';
import { buildTestApp, TEST_LINK_BASE, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Subscribes through the box and answers what mail code would be given for the address. */
async function subscribed(email = uniqueEmail('reader')) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(200);
  const recipient = await t.app.services.newsletter.subscriberByEmail(email);
  if (!recipient) throw new Error('not subscribed');
  return recipient;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/** The request Gmail, Yahoo and Apple Mail send for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: url.replace(TEST_LINK_BASE, ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress: randomIp(),
  });

const fromPage = (token: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/unsubscribe',
    payload: { token } as object,
    remoteAddress: randomIp(),
  });

const unsubscribedAt = async (id: string) =>
  (
    await t.database.db
      .select({ at: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
  )[0]?.at;

describe('unsubscribe links', () => {
  it('gives mail code absolute links on PUBLIC_URL: the page for the body, the API for List-Unsubscribe', async () => {
    const reader = await subscribed();
    expect(reader.unsubscribeUrl).toMatch(/^http:\/\/shop\.test\/unsubscribe\?token=[\w.-]+$/);
    expect(reader.oneClickUnsubscribeUrl).toBe(
      reader.unsubscribeUrl.replace('/unsubscribe', '/api/newsletter/unsubscribe'),
    );
    // 128 bits and more: a 256-bit HMAC after the id, never the address.
    expect(tokenOf(reader.unsubscribeUrl).split('.')[1]).toHaveLength(43);
    expect(reader.unsubscribeUrl).not.toContain(reader.email.split('@')[0]);
  });

  it('unsubscribes with the one-click form POST of RFC 8058, and again is fine', async () => {
    const reader = await subscribed();
    const first = await oneClick(reader.oneClickUnsubscribeUrl);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    const at = await unsubscribedAt(reader.id);
    expect(at).toBeInstanceOf(Date);
    const again = await oneClick(reader.oneClickUnsubscribeUrl);
    expect(again.statusCode).toBe(200);
    // The first time stands.
    expect(await unsubscribedAt(reader.id)).toEqual(at);
    expect(await t.app.services.newsletter.subscriberByEmail(reader.email)).toBeNull();
  });

  it('unsubscribes with the JSON the page sends', async () => {
    const reader = await subscribed();
    const res = await fromPage(tokenOf(reader.unsubscribeUrl));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await unsubscribedAt(reader.id)).toBeInstanceOf(Date);
  });

  it('leaves out of the active list those who left, paged by id', async () => {
    const [a, b, c] = [await subscribed(), await subscribed(), await subscribed()];
    await fromPage(tokenOf(b.unsubscribeUrl));
    const all = [];
    let afterId: string | undefined;
    for (;;) {
      const page = await t.app.services.newsletter.activeSubscribers({ afterId, limit: 2 });
      if (!page.length) break;
      all.push(...page);
      afterId = page.at(-1)!.id;
    }
    const ids = all.map((s) => s.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(ids).not.toContain(b.id);
    expect(all.find((s) => s.id === a.id)).toEqual(a);
  });

  it('refuses a forged, altered, foreign or removed link with the same words, and a missing one', async () => {
    const reader = await subscribed();
    const token = tokenOf(reader.unsubscribeUrl);
    const [id, mac] = token.split('.') as [string, string];
    const other = await subscribed();
    const forged = [
      `${id}.${'A'.repeat(43)}`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${other.id}.${mac}`,
      id,
      'not-a-token',
      `${token}.extra`,
    ];
    for (const bad of forged) {
      const res = await fromPage(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ error: NEWSLETTER_MESSAGES.badLink });
    }
    expect(await unsubscribedAt(reader.id)).toBeNull();
    expect(await unsubscribedAt(other.id)).toBeNull();

    await t.app.services.newsletterSubscribers.remove(reader.id);
    expect((await fromPage(token)).json()).toEqual({ error: NEWSLETTER_MESSAGES.badLink });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: NEWSLETTER_MESSAGES.missingLink });
  });

  it('subscribes again after an unsubscribe, and tells mail code only when a subscription starts', async () => {
    const email = uniqueEmail('returning');
    expect(await t.app.services.newsletter.subscribe(email)).toBe(true);
    expect(await t.app.services.newsletter.subscribe(email)).toBe(false);
    const reader = (await t.app.services.newsletter.subscriberByEmail(email.toUpperCase()))!;
    await oneClick(reader.oneClickUnsubscribeUrl);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      remoteAddress: randomIp(),
    });
    expect(back.statusCode).toBe(200);
    expect(await unsubscribedAt(reader.id)).toBeNull();
    expect(await t.app.services.newsletter.subscribe(email)).toBe(false);
    // Same subscriber, same link: the link in an older email still works.
    expect((await t.app.services.newsletter.subscriberByEmail(email))?.unsubscribeUrl).toBe(reader.unsubscribeUrl);
  });

  it('sends a GET of the link to the page with the button, and unsubscribes nobody', async () => {
    const reader = await subscribed();
    const res = await t.app.inject({ method: 'GET', url: reader.oneClickUnsubscribeUrl.replace(TEST_LINK_BASE, '') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(reader.unsubscribeUrl.replace(TEST_LINK_BASE, ''));
    expect(await unsubscribedAt(reader.id)).toBeNull();
  });
});
