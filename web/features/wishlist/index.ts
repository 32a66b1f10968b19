// The wishlist's face: the store, the heart and the server sync's loader, for the account, catalog, product and the routes.
export { loadWishlistSync } from './load-wishlist-sync.ts';
export { WishlistButton } from './wishlist-button.tsx';
export { refreshWishlist } from './wishlist-refresh.ts';
export { useWishlist } from './wishlist-store.ts';
