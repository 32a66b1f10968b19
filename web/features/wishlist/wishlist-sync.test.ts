// A signed-in shopper's wishlist on the server (SPEC §4): the guest's list joins the account's at sign-in, the account's
// list replaces this device's copy, and a change the server refuses is undone and explained.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_FULL, WISHLIST_MAX_ITEMS, type ProductSummary } from '../../../domain/wishlist.ts';
import { toast } from '../../ui/toast.tsx';
import { configureApi } from '../../lib/api.ts';
import { sessionForApi, useSession } from '../session/index.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { answerApi } from '../../test/fake-api.ts';
import { mergeGuestWishlist, pullWishlist, saveWishlistChange } from './wishlist-sync.ts';
import { useWishlist } from './wishlist-store.ts';

installBrowser();

const realFetch = globalThis.fetch;
const summary = (prodId: string): ProductSummary => ({
  _id: `id-${prodId}`,
  prodId,
  name: `Piece ${prodId}`,
  price: 3000,
  category: 'boy',
  imageId: null,
});
const item = (prodId: string, addedAt = '2026-03-01T00:00:00.000Z') => ({ prodId, product: summary(prodId), addedAt });
const prodIds = () => useWishlist.getState().items.map((i) => i.prodId);
let toastError: ReturnType<typeof vi.spyOn>;

// The root wires the API client to the session (root.tsx); these tests do the same.
configureApi(sessionForApi);

beforeEach(() => {
  storage.clear();
  useWishlist.setState({ items: [] });
  useSession.setState({ token: 'session-token', isAuthenticated: true });
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => {});
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('mergeGuestWishlist', () => {
  it("sends the guest's first 100 entries as prodId and addedAt, and keeps the account's merged list", async () => {
    useWishlist.setState({ items: Array.from({ length: WISHLIST_MAX_ITEMS + 5 }, (_, i) => item(`P${i}`)) });
    const merged = [item('ACCOUNT-1'), item('P0')];
    const asked = answerApi({ status: 200, body: { items: merged } });
    await mergeGuestWishlist();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'POST', url: '/api/users/wishlist/merge' });
    const sent = (asked[0]!.body as { items: unknown[] }).items;
    expect(sent).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(sent[0]).toEqual({ prodId: 'P0', addedAt: '2026-03-01T00:00:00.000Z' });
    expect(useWishlist.getState().items).toEqual(merged);
  });

  it("keeps the guest's items on this device and says why when the server refuses", async () => {
    useWishlist.setState({ items: [item('G1')] });
    answerApi({ status: 500, body: { error: 'Failed to merge wishlist' } });
    await mergeGuestWishlist();
    expect(prodIds()).toEqual(['G1']);
    expect(toastError).toHaveBeenCalledWith('Failed to merge wishlist');
  });
});

describe('pullWishlist', () => {
  it("replaces this device's copy with the account's list", async () => {
    useWishlist.setState({ items: [item('OLD')] });
    const asked = answerApi({ status: 200, body: { items: [item('A'), item('B')] } });
    await pullWishlist();
    expect(asked[0]).toMatchObject({ method: 'GET', url: '/api/users/wishlist' });
    expect(asked[0]!.headers.Authorization).toBe('Bearer session-token');
    expect(prodIds()).toEqual(['A', 'B']);
  });

  it('keeps the copy on this device, quietly, when offline', async () => {
    useWishlist.setState({ items: [item('KEPT')] });
    answerApi('offline');
    await pullWishlist();
    expect(prodIds()).toEqual(['KEPT']);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('saveWishlistChange', () => {
  it('puts an added product and deletes a removed one, by its encoded prodId', async () => {
    const asked = answerApi({ status: 200, body: { items: [] } });
    await saveWishlistChange(summary('HK 1/2'), true);
    await saveWishlistChange(summary('HK 1/2'), false);
    expect(asked.map((a) => [a.method, a.url])).toEqual([
      ['PUT', '/api/users/wishlist/HK%201%2F2'],
      ['DELETE', '/api/users/wishlist/HK%201%2F2'],
    ]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('takes back an add the server refuses, with its reason', async () => {
    useWishlist.getState().toggle(summary('A'));
    answerApi({ status: 409, body: { error: WISHLIST_FULL } });
    await saveWishlistChange(summary('A'), true);
    expect(prodIds()).toEqual([]);
    expect(toastError).toHaveBeenCalledWith(WISHLIST_FULL);
  });

  it('puts back a removal that could not reach the shop', async () => {
    useWishlist.setState({ items: [item('A')] });
    useWishlist.getState().toggle(summary('A'));
    answerApi('offline');
    await saveWishlistChange(summary('A'), false);
    expect(prodIds()).toEqual(['A']);
    expect(toastError).toHaveBeenCalledWith('We could not reach the shop. Please check your connection and try again.');
  });

  it('undoes nothing when the session was refused: signing out already cleared the list', async () => {
    useWishlist.getState().toggle(summary('A'));
    answerApi({ status: 401, body: { error: 'Session expired' } });
    await saveWishlistChange(summary('A'), true);
    expect(prodIds()).toEqual([]);
    expect(useSession.getState().token).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });
});
