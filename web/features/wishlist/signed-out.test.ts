// The account's wishlist leaves the device with its session (SPEC §4): a sign-out, or a saved session ended because it
// is stale or incomplete, empties this device's copy, and the emptied list is what the next visit finds.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { accountUser } from '../../test/fixtures.ts';
import { useSession } from '../session/index.ts';
import { useWishlist } from './wishlist-store.ts';

installBrowser();

const user = accountUser();
const saved = {
  prodId: 'A',
  product: { _id: 'p-a', prodId: 'A', name: 'Shawl', price: 2500, category: 'women', imageId: null },
  addedAt: '2026-01-01T00:00:00.000Z',
};
const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.signature';
const inHours = (h: number) => Math.floor(Date.now() / 1000) + h * 3600;

/** A visit that finds `session` saved by an earlier one (none for a guest) beside a wishlist of one product, read in root.tsx's order. */
async function visitWithSaved(session: object | null) {
  if (session) storage.setItem('shop.auth', JSON.stringify({ state: session, version: 1 }));
  storage.setItem('shop.wishlist', JSON.stringify({ state: { items: [saved] }, version: 1 }));
  vi.resetModules();
  const wishlist = (await import('./wishlist-store.ts')).useWishlist;
  const restored = (await import('../session/index.ts')).useSession;
  wishlist.persist.rehydrate();
  restored.persist.rehydrate();
  return wishlist.getState().items;
}

beforeEach(() => {
  storage.clear();
});

describe("the account's wishlist on this device", () => {
  it('is emptied when the shopper signs out', () => {
    useSession.getState().signIn({ ...user, token: 'T', expiresAt: '' });
    useWishlist.setState({ items: [saved] });
    useSession.getState().signOut();
    expect(useWishlist.getState().items).toEqual([]);
  });

  it("is a guest's own list when no session was saved", async () => {
    expect(await visitWithSaved(null)).toEqual([saved]);
  });

  it('stays with a saved session whose token is valid', async () => {
    expect(await visitWithSaved({ token: jwt({ exp: inHours(2) }), user, isAuthenticated: true })).toEqual([saved]);
  });

  it.each([
    ['a token that ran out', { token: jwt({ exp: inHours(-1) }), user, isAuthenticated: true }],
    ['a user without a token', { token: null, user, isAuthenticated: true }],
    ['a token without a user', { token: jwt({ exp: inHours(2) }), user: null, isAuthenticated: true }],
  ])('is emptied, and saved empty, with a saved session ended for %s', async (_case, session) => {
    expect(await visitWithSaved(session)).toEqual([]);
    expect(JSON.parse(storage.getItem('shop.wishlist')!)).toMatchObject({ state: { items: [] } });
  });
});
