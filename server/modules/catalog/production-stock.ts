// What the workshop needs of the catalog (issue 30): a product as a job card is opened for it (sizes, colours, the
// stages it skips, its picture), and finished pieces added to a size's stock inside the workshop's transaction, with
// the change logged (why, by whom, the stock after).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Category, Size } from '../../../domain/limits.ts';
import { routeOf, type WorkStage } from '../../../domain/workshop.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { productImages, products, productStock, productStockChanges } from '../../db/schema/catalog.ts';
import { productTag, type CacheTag } from '../../lib/cache-tags.ts';

export interface ProductionProduct {
  id: string;
  prodId: string;
  name: string;
  category: Category;
  colors: string[];
  sizes: Size[];
  /** The stages it goes through, ending at ready. */
  route: WorkStage[];
  /** Its featured picture (else its first), for the job card. */
  imageMediaId: string | null;
}

export function createProductionStock({ db }: { db: Database }) {
  /** Products by SKU or database id, as a job card needs them; archived ones only when asked (a preorder's line). */
  async function productsFor(
    by: { prodIds?: string[]; ids?: string[] },
    tx: Database | Transaction = db,
    withArchived = false,
  ): Promise<ProductionProduct[]> {
    const wanted = by.prodIds ?? by.ids ?? [];
    if (wanted.length === 0) return [];
    const where = by.prodIds ? inArray(products.prodId, wanted) : inArray(products.id, wanted);
    const rows = await tx
      .select({
        id: products.id,
        prodId: products.prodId,
        name: products.name,
        category: products.category,
        colors: products.colors,
        skippedStages: products.skippedStages,
        sizes: sql<
          Size[]
        >`coalesce((select array_agg(s.size) from ${productStock} s where s.product_id = ${products.id}), '{}')`,
        imageMediaId: sql<string | null>`(select i.media_id from ${productImages} i where i.product_id = ${products.id}
          order by i.featured desc, i.position asc limit 1)`,
      })
      .from(products)
      .where(withArchived ? where : and(where, isNull(products.archivedAt)))
      .orderBy(asc(products.prodId));
    return rows.map(({ skippedStages, ...row }) => ({ ...row, route: routeOf(skippedStages) }));
  }

  /**
   * Adds finished pieces to a size's stock and logs the change, in the caller's transaction. Answers the cache tags
   * of what shoppers see change, for the caller to invalidate after commit.
   */
  async function addFinished(
    tx: Transaction,
    piece: { productId: string; size: Size; quantity: number },
    reason: string,
    actorName: string,
  ): Promise<CacheTag[]> {
    const [before] = await tx
      .select({ total: sql<number>`coalesce(sum(${productStock.stock}), 0)`.mapWith(Number) })
      .from(productStock)
      .where(eq(productStock.productId, piece.productId));
    const [row] = await tx
      .insert(productStock)
      .values({ productId: piece.productId, size: piece.size, stock: piece.quantity })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { stock: sql`${productStock.stock} + ${piece.quantity}` },
      })
      .returning({ stock: productStock.stock });
    await tx.insert(productStockChanges).values({
      productId: piece.productId,
      size: piece.size,
      change: piece.quantity,
      stockAfter: row!.stock,
      reason,
      actorName,
    });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, piece.productId));
    // Listings show stock only as 'sold out': they change when the product's total leaves zero.
    return before!.total === 0 ? [productTag(piece.productId), 'catalog'] : [productTag(piece.productId)];
  }

  return { productsFor, addFinished };
}

export type ProductionStock = ReturnType<typeof createProductionStock>;
