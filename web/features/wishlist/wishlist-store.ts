// The guest's wishlist, kept in the browser; signed-in shoppers' lists sync with the server (accounts issue).
import { toggleWishlist, type ProductSummary, type WishlistItem } from '../../../domain/wishlist.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';

interface WishlistState {
  items: WishlistItem[];
  /** Returns true when the product was added, false when it was removed. */
  toggle(product: ProductSummary): boolean;
  /** Refreshes snapshots and drops products that are no longer sold. */
  refresh(current: ProductSummary[]): void;
}

export const useWishlist = createPersistedStore<WishlistState>('shop.wishlist', 1, (set, get) => ({
  items: [],
  toggle(product) {
    const result = toggleWishlist(get().items, product, new Date());
    set({ items: result.items });
    return result.added;
  },
  refresh(current) {
    const byProdId = new Map(current.map((p) => [p.prodId, p]));
    set({ items: get().items.flatMap((i) => (byProdId.has(i.prodId) ? [{ ...i, product: byProdId.get(i.prodId)! }] : [])) });
  },
}));
