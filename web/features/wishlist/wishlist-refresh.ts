// Brings the wishlist's saved snapshots up to date with the catalog; only the wishlist page needs it, so it is not
// part of the store every page loads.
import { refreshWishlistItems, type ProductSummary } from '../../../domain/wishlist.ts';
import { useWishlist } from './wishlist-store.ts';

/** Refreshes snapshots and drops products the catalog, asked about them, no longer sells. */
export function refreshWishlist(current: ProductSummary[], asked: ReadonlySet<string>): void {
  useWishlist.setState(({ items }) => ({ items: refreshWishlistItems(items, current, asked) }));
}
