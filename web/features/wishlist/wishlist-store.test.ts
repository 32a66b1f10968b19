// The wishlist kept in the browser (SPEC §4, §5): the heart adds a product at the top or takes it out, one entry per
// product, saved for the next visit; the catalog's answer refreshes the snapshots and drops what it no longer sells.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../domain/wishlist.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { refreshWishlist } from './wishlist-refresh.ts';
import { useWishlist } from './wishlist-store.ts';

installBrowser();

const summary = (prodId: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: `id-${prodId}`,
  prodId,
  name: `Piece ${prodId}`,
  price: 3000,
  category: 'girl',
  imageId: null,
  ...overrides,
});
const prodIds = () => useWishlist.getState().items.map((i) => i.prodId);

beforeEach(() => {
  storage.clear();
  useWishlist.persist.rehydrate();
  useWishlist.setState({ items: [] });
});

describe('toggle', () => {
  it('adds a product at the top, dated now, and answers true', () => {
    useWishlist.getState().toggle(summary('A'));
    const before = Date.now();
    expect(useWishlist.getState().toggle(summary('B'))).toBe(true);
    expect(prodIds()).toEqual(['B', 'A']);
    const addedAt = Date.parse(useWishlist.getState().items[0]!.addedAt);
    expect(addedAt).toBeGreaterThanOrEqual(before);
    expect(addedAt).toBeLessThanOrEqual(Date.now());
  });

  it('takes a saved product out and answers false, never keeping it twice', () => {
    useWishlist.getState().toggle(summary('A'));
    useWishlist.getState().toggle(summary('B'));
    expect(useWishlist.getState().toggle(summary('A'))).toBe(false);
    expect(prodIds()).toEqual(['B']);
  });

  it('saves the list under shop.wishlist for the next visit', () => {
    useWishlist.getState().toggle(summary('A'));
    const saved = JSON.parse(storage.getItem('shop.wishlist')!) as { state: { items: unknown[] }; version: number };
    expect(saved.version).toBe(1);
    expect(saved.state.items).toEqual(useWishlist.getState().items);
  });

  it('starts empty when the saved list cannot be read', () => {
    storage.setItem('shop.wishlist', 'not json');
    useWishlist.persist.rehydrate();
    expect(prodIds()).toEqual([]);
    expect(useWishlist.getState().toggle(summary('A'))).toBe(true);
  });
});

describe('refreshWishlist', () => {
  it('refreshes snapshots and drops products the catalog was asked about and no longer sells', () => {
    useWishlist.getState().toggle(summary('GONE'));
    useWishlist.getState().toggle(summary('A', { price: 3000 }));
    const addedAt = useWishlist.getState().items[0]!.addedAt;
    refreshWishlist([summary('A', { price: 3600 })], new Set(['A', 'GONE']));
    expect(useWishlist.getState().items).toEqual([{ prodId: 'A', product: summary('A', { price: 3600 }), addedAt }]);
  });

  it('keeps a product saved after the catalog was asked', () => {
    useWishlist.getState().toggle(summary('A'));
    useWishlist.getState().toggle(summary('NEW'));
    refreshWishlist([summary('A')], new Set(['A']));
    expect(prodIds()).toEqual(['NEW', 'A']);
  });
});
