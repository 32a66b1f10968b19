// What follows a successful sign-in (SPEC §4): the session is kept, this browser remembered for the account, and the
// guest's wishlist sent to join the account's, except while the account must first choose its own password.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../domain/schemas/account-views.ts';
import { configureApi } from '../../lib/api.ts';
import { sessionForApi, useSession } from '../session/index.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { answerApi } from '../../test/fake-api.ts';
import { accountUser } from '../../test/fixtures.ts';
import { loadWishlistSync, useWishlist } from '../wishlist/index.ts';
import { deviceTokenFor } from './known-device.ts';
import { startSession } from './sign-in.ts';

installBrowser();

const realFetch = globalThis.fetch;
const session: SessionResponse = {
  ...accountUser({ email: 'Sana@Example.pk' }),
  token: 'session-token',
  expiresAt: '2026-01-02T00:00:00.000Z',
  deviceToken: 'device-token',
};
const guestItem = {
  prodId: 'G1',
  product: { _id: 'p-g1', prodId: 'G1', name: 'Frock', price: 3200, category: 'girl', imageId: null },
  addedAt: '2026-02-01T00:00:00.000Z',
};

/** Lets the lazily loaded sync module and its request run. */
async function settle() {
  await loadWishlistSync();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// The root wires the API client to the session (root.tsx); these tests do the same.
configureApi(sessionForApi);

beforeEach(() => {
  storage.clear();
  useSession.getState().signOut();
  useWishlist.setState({ items: [guestItem] });
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('startSession', () => {
  it("keeps the session, remembers this browser, and merges the guest's wishlist into the account's", async () => {
    const merged = [guestItem, { ...guestItem, prodId: 'ACCOUNT-1' }];
    const asked = answerApi({ status: 200, body: { items: merged } });
    startSession(session);
    expect(useSession.getState()).toMatchObject({ token: 'session-token', isAuthenticated: true });
    expect(deviceTokenFor('sana@example.pk')).toBe('device-token');
    await vi.waitFor(() => expect(useWishlist.getState().items).toEqual(merged));
    expect(asked.map((a) => [a.method, a.url, a.headers.Authorization])).toEqual([
      ['POST', '/api/users/wishlist/merge', 'Bearer session-token'],
    ]);
  });

  it('merges nothing while the account must choose its own password', async () => {
    const asked = answerApi({ status: 200, body: { items: [] } });
    startSession({ ...session, mustChangePassword: true });
    await settle();
    expect(asked).toEqual([]);
    expect(useWishlist.getState().items).toEqual([guestItem]);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('remembers no device when the server sent no device token', async () => {
    answerApi({ status: 200, body: { items: [] } });
    startSession({ ...session, email: 'new@example.pk', deviceToken: undefined });
    expect(deviceTokenFor('new@example.pk')).toBeUndefined();
    // The merge still runs; waiting for it keeps its request on this test's stand-in rather than a torn-down one.
    await vi.waitFor(() => expect(useWishlist.getState().items).toEqual([]));
  });
});
