// How the API answers about the signed-in shopper's wishlist (SPEC §4): each entry with a snapshot of the product to
// show, newest first. The server serialises through it; the browser's wishlist (domain/wishlist.ts) reads its types.
import { z } from 'zod';

export const productSummaryView = z.object({
  _id: z.string(),
  prodId: z.string(),
  name: z.string(),
  price: z.number(),
  category: z.string(),
  /** Media id of the featured image. */
  imageId: z.string().nullable(),
});
export type ProductSummaryView = z.infer<typeof productSummaryView>;

export const wishlistItemView = z.object({ product: productSummaryView, prodId: z.string(), addedAt: z.string() });
export type WishlistItemView = z.infer<typeof wishlistItemView>;

/** Every wishlist call answers the whole list. */
export const wishlistView = z.object({ items: z.array(wishlistItemView) });
