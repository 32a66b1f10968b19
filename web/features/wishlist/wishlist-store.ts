// The wishlist kept in the browser: a guest's own list, or the copy of a signed-in shopper's list (wishlist-sync.ts).
import { toggleWishlist, type ProductSummary, type WishlistItem } from '../../../domain/wishlist.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';
import { useSession } from '../session/index.ts';

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

/** True while the session holds anything of an account, even a stale or incomplete one about to be ended. */
const holdsAccount = ({ token, user, isAuthenticated }: ReturnType<typeof useSession.getState>) =>
  Boolean(token || user || isAuthenticated);

// Signing out (by hand, a refused token, a stale saved session, another tab) leaves nothing of the account's list on a
// shared device: the list belongs to the account and stays on the server. The session does not know the wishlist, so
// the wishlist watches the session.
let hadAccount = holdsAccount(useSession.getState());
useSession.subscribe(() => {
  const holds = holdsAccount(useSession.getState());
  if (hadAccount && !holds) useWishlist.setState({ items: [] });
  hadAccount = holds;
});
