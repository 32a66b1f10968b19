// Wishlist rules: one entry per product (SPEC §5), newest first, each with a snapshot of the product to show.
export interface ProductSummary {
  _id: string;
  prodId: string;
  name: string;
  price: number;
  category: string;
  /** Media id of the featured image. */
  imageId: string | null;
}

export interface WishlistItem {
  prodId: string;
  product: ProductSummary;
  addedAt: string;
}

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist successfully!',
  removed: 'Removed from wishlist!',
} as const;

/** Adds the product if absent, removes it if present; reports which happened. */
export function toggleWishlist(items: readonly WishlistItem[], product: ProductSummary, now: Date): { items: WishlistItem[]; added: boolean } {
  if (items.some((i) => i.prodId === product.prodId)) return { items: items.filter((i) => i.prodId !== product.prodId), added: false };
  return { items: [{ prodId: product.prodId, product, addedAt: now.toISOString() }, ...items], added: true };
}
