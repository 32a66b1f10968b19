// The wishlist rules: toggling, and bringing saved snapshots up to date without losing what arrived meanwhile.
import { describe, expect, it } from 'vitest';
import { refreshWishlistItems, toggleWishlist, type ProductSummary, type WishlistItem } from './wishlist.ts';

const summary = (prodId: string, price = 1000): ProductSummary => ({
  _id: prodId,
  prodId,
  name: `Piece ${prodId}`,
  price,
  category: 'women',
  imageId: null,
});
const item = (prodId: string, price = 1000): WishlistItem => ({
  prodId,
  product: summary(prodId, price),
  addedAt: '2026-11-01T00:00:00.000Z',
});

describe('toggleWishlist', () => {
  it('adds a new product at the top and removes one already saved', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const added = toggleWishlist([item('A')], summary('B'), now);
    expect(added).toMatchObject({ added: true, items: [{ prodId: 'B', addedAt: now.toISOString() }, { prodId: 'A' }] });
    expect(toggleWishlist(added.items, summary('A'), now)).toMatchObject({ added: false, items: [{ prodId: 'B' }] });
  });
});

describe('refreshWishlistItems', () => {
  it('refreshes the snapshot of a product the catalog still sells, keeping when it was saved', () => {
    const [refreshed] = refreshWishlistItems([item('A', 1000)], [summary('A', 1500)], new Set(['A']));
    expect(refreshed).toEqual({ ...item('A'), product: summary('A', 1500) });
  });

  it('drops a product the catalog was asked about and no longer sells', () => {
    expect(
      refreshWishlistItems([item('A'), item('GONE')], [summary('A')], new Set(['A', 'GONE'])).map((i) => i.prodId),
    ).toEqual(['A']);
  });

  it('keeps a product saved after the catalog was asked (the account list arriving after sign-in)', () => {
    const items = [item('A'), item('FROM-ACCOUNT')];
    expect(refreshWishlistItems(items, [summary('A')], new Set(['A'])).map((i) => i.prodId)).toEqual([
      'A',
      'FROM-ACCOUNT',
    ]);
  });
});
