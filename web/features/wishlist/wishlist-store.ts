// The wishlist kept in the browser: a guest's own list, or the copy of a signed-in shopper's list (wishlist-sync.ts).
import { toggleWishlist, type ProductSummary, type WishlistItem } from '../../../domain/wishlist.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';

interface WishlistState {
  items: WishlistItem[];
  /** Returns true when the product was added, false when it was removed. */
  toggle(product: ProductSummary): boolean;
}

export const useWishlist = createPersistedStore<WishlistState>('shop.wishlist', 1, (set, get) => ({
  items: [],
  toggle(product) {
    const result = toggleWishlist(get().items, product, new Date());
    set({ items: result.items });
    return result.added;
  },
}));
