// Staff inventory (SPEC §2 Inventory tab, §7 products/all, toggle-status, stock): every product with stock levels,
// activation, and per-size stock set without losing a sale made meanwhile (security R3). Every write tells the
// shopper-facing caches what it changed, so the shop shows it on the next page load.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_MAX, type Size } from '../../../domain/limits.ts';
import type { InventoryQuery } from '../../../domain/schemas/catalog.ts';
import type { Database } from '../../db/client.ts';
import { productTag, type CacheTag, type Invalidate } from '../../lib/cache-tags.ts';
import { products, productStock } from '../../db/schema/catalog.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hydrateProducts, productColumns } from './catalog.service.ts';
import type { ProductView } from './catalog.views.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { isSkillStage } from '../../../domain/workshop.ts';

const totalStock = sql<number>`(select coalesce(sum(stock), 0) from product_stock ps where ps.product_id = ${products.id})`;

/** Low stock is counted per size (SPEC §9 "10 or fewer", as the dashboard's alerts): a kurta with 40 in S and 2 in M
 *  needs restocking even though its total is high. Out of stock means nothing left in any size. */
const hasLowSize = sql`exists (select 1 from product_stock ps where ps.product_id = ${products.id} and ps.stock <= ${LOW_STOCK_MAX})`;
const isLow = sql`(${totalStock} > 0 and ${hasLowSize})`;

function stockLevelCondition(level: InventoryQuery['stockLevel']): SQL | undefined {
  if (level === 'out') return sql`${totalStock} = 0`;
  if (level === 'low') return isLow;
  if (level === 'in') return sql`(${totalStock} > 0 and not ${hasLowSize})`;
  return undefined;
}

export function createInventoryService({ db, invalidate }: { db: Database; invalidate: Invalidate }) {
  async function list(query: InventoryQuery) {
    // Archived products (deleted but kept for order history) are gone from the inventory too.
    const filters: SQL[] = [isNull(products.archivedAt)];
    if (query.category) filters.push(eq(products.category, query.category));
    if (query.status) filters.push(eq(products.isActive, query.status === 'active'));
    if (query.search) {
      const pattern = containsPattern(query.search);
      filters.push(or(ilike(products.name, pattern), ilike(products.prodId, pattern))!);
    }
    const level = stockLevelCondition(query.stockLevel);
    if (level) filters.push(level);
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [filtered], [stats]] = await Promise.all([
      db
        .select({ ...productColumns, skippedStages: products.skippedStages })
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(products).where(where),
      db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
          outOfStock: sql<number>`count(*) filter (where ${totalStock} = 0)`.mapWith(Number),
          lowStock: sql<number>`count(*) filter (where ${isLow})`.mapWith(Number),
        })
        .from(products)
        .where(isNull(products.archivedAt)),
    ]);
    const total = filtered?.n ?? 0;
    return {
      products: withSkippedStages(await hydrateProducts(db, rows), rows),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      stats: {
        total: stats!.total,
        active: stats!.active,
        inactive: stats!.total - stats!.active,
        outOfStock: stats!.outOfStock,
        lowStock: stats!.lowStock,
      },
    };
  }

  /** Staff see the workshop stages each product skips (the editor's setting; issue 30). */
  function withSkippedStages(views: ProductView[], rows: { id: string; skippedStages: string[] }[]): ProductView[] {
    const skipped = new Map(rows.map((r) => [r.id, r.skippedStages.filter(isSkillStage)]));
    return views.map((v) => ({ ...v, skippedStages: skipped.get(v._id) ?? [] }));
  }

  async function product(id: string): Promise<ProductView> {
    const [view] = await hydrateProducts(db, await db.select(productColumns).from(products).where(eq(products.id, id)));
    if (!view) throw notFound('Product not found');
    return view;
  }

  async function toggleStatus(id: string): Promise<ProductView> {
    const [row] = await db
      .update(products)
      .set({ isActive: sql`not ${products.isActive}`, updatedAt: new Date() })
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .returning({ id: products.id });
    if (!row) throw notFound('Product not found');
    invalidate([productTag(id), 'catalog']);
    return product(id);
  }

  /** Sets one size's stock; with `expected`, only if it still is what the editor saw (a sale in between is not overwritten). */
  async function setStock(id: string, size: Size, stock: number, expected: number | undefined) {
    const result = await db.transaction(async (tx) => {
      const [owner] = await tx.select({ prodId: products.prodId }).from(products).where(eq(products.id, id));
      if (!owner) throw notFound('Product not found');
      const [current] = await tx
        .select({ stock: productStock.stock })
        .from(productStock)
        .where(and(eq(productStock.productId, id), eq(productStock.size, size)))
        .for('update');
      if (expected !== undefined && (current?.stock ?? 0) !== expected) {
        throw conflict(
          `The stock of size ${size} changed to ${current?.stock ?? 0} while you were editing. Please check it and save again.`,
          { stock: current?.stock ?? 0 },
        );
      }
      await tx
        .insert(productStock)
        .values({ productId: id, size, stock })
        .onConflictDoUpdate({ target: [productStock.productId, productStock.size], set: { stock } });
      const [sum] = await tx
        .select({ total: sql<number>`coalesce(sum(${productStock.stock}), 0)`.mapWith(Number) })
        .from(productStock)
        .where(eq(productStock.productId, id));
      // Listings show stock only as 'sold out': they change when the product's total reaches or leaves zero.
      const totalBefore = sum!.total - stock + (current?.stock ?? 0);
      const soldOutChanged = (totalBefore === 0) !== (sum!.total === 0);
      const changed: CacheTag[] = soldOutChanged ? [productTag(id), 'catalog'] : [productTag(id)];
      return { answer: { prodId: owner.prodId, size, stock, totalStock: sum!.total }, changed };
    });
    invalidate(result.changed);
    return result.answer;
  }

  return { list, product, toggleStatus, setStock };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
