// Wishlist rules: one entry per product (SPEC §5), newest first, each with a snapshot of the product to show.
import type { ProductSummaryView, WishlistItemView } from './schemas/wishlist-views.ts';

export type ProductSummary = ProductSummaryView;
export type WishlistItem = WishlistItemView;

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist successfully!',
  removed: 'Removed from wishlist!',
} as const;

/** Adds the product if absent, removes it if present; reports which happened. */
export function toggleWishlist(
  items: readonly WishlistItem[],
  product: ProductSummary,
  now: Date,
): { items: WishlistItem[]; added: boolean } {
  if (items.some((i) => i.prodId === product.prodId))
    return { items: items.filter((i) => i.prodId !== product.prodId), added: false };
  return { items: [{ prodId: product.prodId, product, addedAt: now.toISOString() }, ...items], added: true };
}

/** A saved list longer than this stops being a wishlist; the server refuses more (409). */
export const WISHLIST_MAX_ITEMS = 100;
export const WISHLIST_FULL = `Your wishlist can hold up to ${WISHLIST_MAX_ITEMS} items. Remove some to add more.`;

/**
 * The saved list brought up to date with the catalog: snapshots refreshed, and products the catalog was asked about but
 * no longer sells dropped. A product saved after the question (the account's list arriving after sign-in) is kept
 * untouched until a later look-up covers it, so a slow answer can never erase it.
 */
export function refreshWishlistItems(
  items: readonly WishlistItem[],
  current: readonly ProductSummary[],
  asked: ReadonlySet<string>,
): WishlistItem[] {
  const byProdId = new Map(current.map((p) => [p.prodId, p]));
  return items.flatMap((item) => {
    const product = byProdId.get(item.prodId);
    if (product) return [{ ...item, product }];
    return asked.has(item.prodId) ? [] : [item];
  });
}
