// Brings the wishlist's saved snapshots up to date with the catalog; only the wishlist page needs it, so it is not
// part of the store every page loads.
import type { ProductSummary } from '../../../domain/wishlist.ts';
import { useWishlist } from './wishlist-store.ts';

/** Refreshes snapshots and drops products that are no longer sold. */
export function refreshWishlist(current: ProductSummary[]): void {
  const byProdId = new Map(current.map((p) => [p.prodId, p]));
  useWishlist.setState(({ items }) => ({ items: items.flatMap((i) => (byProdId.has(i.prodId) ? [{ ...i, product: byProdId.get(i.prodId)! }] : [])) }));
}
