// Taking and returning stock inside the caller's transaction (DECISIONS X8): each (product, size) is decremented
// with one conditional UPDATE, so two checkouts can never both take the last piece, and the CHECK (stock >= 0)
// constraint stays the last line of defence. Each move answers the cache tags of what shoppers see change, for the
// caller to invalidate once its transaction has committed.
import { sql } from 'drizzle-orm';
import type { Size } from '../../../domain/limits.ts';
import type { Transaction } from '../../db/client.ts';
import { productTag, type CacheTag } from '../../lib/cache-tags.ts';

export interface StockDemand {
  productId: string;
  size: Size;
  quantity: number;
}

export type TakeResult =
  { ok: true; changed: CacheTag[] } | { ok: false; productId: string; size: Size; available: number };

/** Demand summed per (product, size), in one fixed order so concurrent transactions lock rows alike (no deadlocks). */
function combined(demands: readonly StockDemand[]): StockDemand[] {
  const byKey = new Map<string, StockDemand>();
  for (const d of demands) {
    const key = `${d.productId}|${d.size}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + d.quantity } : { ...d });
  }
  return [...byKey.values()].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId.localeCompare(b.productId),
  );
}

/**
 * What a stock move changes for shoppers: each moved product's page, and the listings only when a product's total stock
 * reached or left zero, since a card shows stock only as 'Sold out'. `sign` is -1 for stock taken, 1 for returned.
 */
async function changedBy(tx: Transaction, moved: readonly StockDemand[], sign: 1 | -1): Promise<CacheTag[]> {
  const movedBy = new Map<string, number>();
  for (const d of moved) movedBy.set(d.productId, (movedBy.get(d.productId) ?? 0) + sign * d.quantity);
  const ids = [...movedBy.keys()];
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<{ product_id: string; total: number }>(
    sql`select product_id, sum(stock)::int as total from product_stock where product_id in ${ids} group by product_id`,
  );
  const soldOutChanged = rows.some((r) => {
    const before = r.total - movedBy.get(r.product_id)!;
    return (before === 0) !== (r.total === 0);
  });
  return [...ids.map(productTag), ...(soldOutChanged ? (['catalog'] as const) : [])];
}

/** Takes every demand or reports the first that cannot be met; the caller rolls back on a failure. */
export async function takeStock(tx: Transaction, demands: readonly StockDemand[]): Promise<TakeResult> {
  for (const d of combined(demands)) {
    const taken = await tx.execute(
      sql`update product_stock set stock = stock - ${d.quantity} where product_id = ${d.productId} and size = ${d.size} and stock >= ${d.quantity} returning stock`,
    );
    if (taken.rowCount === 0) {
      const { rows } = await tx.execute<{ stock: number }>(
        sql`select stock from product_stock where product_id = ${d.productId} and size = ${d.size}`,
      );
      return { ok: false, productId: d.productId, size: d.size, available: rows[0]?.stock ?? 0 };
    }
  }
  return { ok: true, changed: await changedBy(tx, demands, -1) };
}

/** Puts stock back (a cancelled order). */
export async function returnStock(tx: Transaction, demands: readonly StockDemand[]): Promise<CacheTag[]> {
  for (const d of combined(demands)) {
    await tx.execute(
      sql`update product_stock set stock = stock + ${d.quantity} where product_id = ${d.productId} and size = ${d.size}`,
    );
  }
  return changedBy(tx, demands, 1);
}

/** Locks the stock rows of several orders at once, in the same fixed order, before a transaction returns their stock
 *  one order after another: otherwise it would lock rows in an order of its own and could deadlock with a checkout. */
export async function lockStock(tx: Transaction, demands: readonly StockDemand[]): Promise<void> {
  for (const d of combined(demands)) {
    await tx.execute(
      sql`select 1 from product_stock where product_id = ${d.productId} and size = ${d.size} for update`,
    );
  }
}
