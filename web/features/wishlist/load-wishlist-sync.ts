// The server sync, loaded only for signed-in shoppers; one loader so every caller shares the same small import. Kept
// apart from the store, which the sync itself imports, so the two do not import each other.
export const loadWishlistSync = () => import('./wishlist-sync.ts');
