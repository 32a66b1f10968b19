// Sending an order (DECISIONS X7, X8): one Idempotency-Key per attempt, so a double click or a retry answers the same
// order while a changed order is a new attempt; refusals come back in the server's words with the line they concern.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '../../../domain/uploads.ts';
import { configureApi } from '../../lib/api.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { answerApi } from '../../test/fake-api.ts';
import { SESSION_EXPIRED_EVENT, sessionForApi, useSession } from '../session/index.ts';
import { orderSender } from './send-order.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';

installBrowser();

const realFetch = globalThis.fetch;
const OFFLINE = 'Not reached: please try again.';
const placed = { status: 201, body: { trackingId: 'HUN-7Q2K9', totalAmount: 4900 } };
const key = (request: { headers: Record<string, string> } | undefined) => request?.headers['Idempotency-Key'];
let sender: ReturnType<typeof orderSender>;

// The root wires the API client to the session (root.tsx); these tests do the same.
configureApi(sessionForApi);

beforeEach(() => {
  storage.clear();
  useSession.setState({ token: null, user: null, isAuthenticated: false });
  sender = orderSender({
    offline: OFFLINE,
    fallback: (signedIn) => (signedIn ? 'Failed (account)' : 'Failed (guest)'),
  });
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('orderSender', () => {
  it('answers the placed order', async () => {
    answerApi(placed);
    await expect(sender.send('/api/orders/guest', { items: [1] })).resolves.toEqual({ ok: true, order: placed.body });
  });

  it('sends a retry of the same order with the same key, and a changed order with a new one', async () => {
    const asked = answerApi('offline', 'offline', 'offline');
    await sender.send('/api/orders/guest', { items: [1] });
    await sender.send('/api/orders/guest', { items: [1] });
    await sender.send('/api/orders/guest', { items: [2] });
    expect(key(asked[0])).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(key(asked[1])).toBe(key(asked[0]));
    expect(key(asked[2])).not.toBe(key(asked[0]));
  });

  it('starts a new attempt after an order is placed', async () => {
    const asked = answerApi(placed, placed);
    await sender.send('/api/orders/guest', { items: [1] });
    await sender.send('/api/orders/guest', { items: [1] });
    expect(key(asked[1])).not.toBe(key(asked[0]));
  });

  it('starts a new attempt after the server refuses the key (422), and after forget()', async () => {
    const asked = answerApi({ status: 422, body: { error: 'Key reused' } }, { status: 409, body: {} });
    await sender.send('/api/orders/guest', { items: [1] });
    await sender.send('/api/orders/guest', { items: [1] });
    await sender.send('/api/orders/guest', { items: [1] });
    sender.forget();
    await sender.send('/api/orders/guest', { items: [1] });
    expect(key(asked[1])).not.toBe(key(asked[0]));
    expect(key(asked[2])).toBe(key(asked[1]));
    expect(key(asked[3])).not.toBe(key(asked[2]));
  });

  it("tells a shopper who could not reach the shop the caller's words", async () => {
    answerApi('offline');
    await expect(sender.send('/api/orders/guest', {})).resolves.toEqual({ ok: false, status: 0, message: OFFLINE });
  });

  it("passes on a refusal's words and the line it concerns", async () => {
    const refusal = {
      error: 'Only 1 left of Kurta in size M. Please reduce the quantity.',
      prodId: 'HK-001',
      size: 'M',
    };
    answerApi({ status: 409, body: { ...refusal, available: 1 } });
    await expect(sender.send('/api/orders/guest', {})).resolves.toEqual({
      ok: false,
      status: 409,
      message: refusal.error,
      screenshotMissing: false,
      priceChanges: undefined,
      prodId: 'HK-001',
      size: 'M',
      available: 1,
    });
  });

  it('says when the payment screenshot is missing, so the checkout goes back to its uploader', async () => {
    answerApi({ status: 400, body: { error: ORDER_MESSAGES.screenshotNotFound } });
    expect(await sender.send('/api/orders/guest', {})).toMatchObject({ ok: false, screenshotMissing: true });
  });

  it('passes on changed prices', async () => {
    const priceChanges = [{ prodId: 'HK-001', size: 'M', color: 'Indigo', was: 4500, now: 5000 }];
    answerApi({ status: 409, body: { error: 'Prices changed', priceChanges } });
    expect(await sender.send('/api/orders/guest', {})).toMatchObject({ ok: false, priceChanges });
  });

  it('falls back to its own words when the refusal has none, for a guest and for an account', async () => {
    answerApi({ status: 500, body: {} });
    expect(await sender.send('/api/orders/guest', {})).toMatchObject({
      ok: false,
      status: 500,
      message: 'Failed (guest)',
    });
    useSession.setState({ token: 'session-token' });
    expect(await sender.send('/api/orders', {})).toMatchObject({ message: 'Failed (account)' });
  });

  it("ties a guest's order to this browser's upload token, and an account's to its session", async () => {
    const asked = answerApi(placed);
    await sender.send('/api/orders/guest', {});
    useSession.setState({ token: 'session-token' });
    await sender.send('/api/orders', {});
    expect(asked[0]!.headers[UPLOAD_TOKEN_HEADER]).toBe(storage.getItem('shop.upload-token'));
    expect(asked[0]!.headers.Authorization).toBeUndefined();
    expect(asked[1]!.headers.Authorization).toBe('Bearer session-token');
    expect(asked[1]!.headers[UPLOAD_TOKEN_HEADER]).toBeUndefined();
  });

  it('signs out a session the server refused, keeping what was entered, and says so', async () => {
    useSession.setState({ token: 'session-token', isAuthenticated: true });
    const expired: unknown[] = [];
    window.addEventListener(SESSION_EXPIRED_EVENT, (e) => expired.push((e as CustomEvent).detail));
    answerApi({ status: 401, body: { error: 'Your session has expired. Please log in again.' } });
    const result = await sender.send('/api/orders', { items: [1] });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(expired).toEqual(['Your session has expired. Please log in again.']);
  });
});
