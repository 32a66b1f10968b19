// Signed-in shoppers' wishlists kept on the server so they follow the shopper across devices (SPEC §4): products are
// read live from the catalog, so a deactivated product simply drops out of the list.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { WISHLIST_FULL, WISHLIST_MAX_ITEMS, type ProductSummary, type WishlistItem } from '../../../domain/wishlist.ts';
import type { Database } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CatalogService, ProductView } from '../catalog/index.ts';

function summaryOf(product: ProductView): ProductSummary {
  const image = product.images.find((i) => i.featured) ?? product.images[0];
  return {
    _id: product._id,
    prodId: product.prodId,
    name: product.name,
    price: product.price,
    category: product.category,
    imageId: image?.mediaId ?? null,
  };
}

export function createWishlistService({
  db,
  catalog,
}: {
  db: Database;
  catalog: Pick<CatalogService, 'productsByProdIds'>;
}) {
  async function list(userId: string): Promise<WishlistItem[]> {
    const rows = await db
      .select({ prodId: wishlistItems.prodId, addedAt: wishlistItems.addedAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.prodId));
    const products = new Map((await catalog.productsByProdIds(rows.map((r) => r.prodId))).map((p) => [p.prodId, p]));
    return rows.flatMap((r) => {
      const product = products.get(r.prodId);
      return product ? [{ prodId: r.prodId, product: summaryOf(product), addedAt: r.addedAt.toISOString() }] : [];
    });
  }

  /**
   * Adds what is sold and not yet saved, all with the same new addedAt. Past the limit a single add is refused;
   * a sign-in merge keeps what fits, so signing in never fails over a long guest list.
   */
  async function addMany(userId: string, prodIds: string[], overflow: 'refuse' | 'keep-what-fits'): Promise<void> {
    const sold = (await catalog.productsByProdIds([...new Set(prodIds)])).map((p) => p.prodId);
    if (sold.length === 0) return;
    await db.transaction(async (tx) => {
      const present = new Set(
        (
          await tx
            .select({ prodId: wishlistItems.prodId })
            .from(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.prodId, sold)))
        ).map((r) => r.prodId),
      );
      const [saved] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      const room = WISHLIST_MAX_ITEMS - (saved?.n ?? 0);
      let fresh = sold.filter((p) => !present.has(p));
      if (fresh.length > room) {
        if (overflow === 'refuse') throw conflict(WISHLIST_FULL);
        fresh = fresh.slice(0, Math.max(0, room));
      }
      if (fresh.length === 0) return;
      const addedAt = new Date();
      await tx
        .insert(wishlistItems)
        .values(fresh.map((prodId) => ({ userId, prodId, addedAt })))
        .onConflictDoNothing();
    });
  }

  async function add(userId: string, prodId: string): Promise<WishlistItem[]> {
    if ((await catalog.productsByProdIds([prodId])).length === 0) throw notFound('Product not found');
    await addMany(userId, [prodId], 'refuse');
    return list(userId);
  }

  async function remove(userId: string, prodId: string): Promise<WishlistItem[]> {
    await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.prodId, prodId)));
    return list(userId);
  }

  /** SPEC §4: on sign-in the guest's items not already saved are appended with a new addedAt. */
  async function merge(userId: string, prodIds: string[]): Promise<WishlistItem[]> {
    await addMany(userId, prodIds, 'keep-what-fits');
    return list(userId);
  }

  return { list, add, remove, merge };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
