// Taking and returning stock inside the caller's transaction (DECISIONS X8): each (product, size) is decremented
// with one conditional UPDATE, so two checkouts can never both take the last piece, and the CHECK (stock >= 0)
// constraint stays the last line of defence.
import { sql } from 'drizzle-orm';
import type { Size } from '../../../domain/limits.ts';
import type { Transaction } from '../../db/client.ts';

export interface StockDemand {
  productId: string;
  size: Size;
  quantity: number;
}

export type TakeResult = { ok: true } | { ok: false; productId: string; size: Size; available: number };

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
  return { ok: true };
}

/** Puts stock back (a cancelled order). */
export async function returnStock(tx: Transaction, demands: readonly StockDemand[]): Promise<void> {
  for (const d of combined(demands)) {
    await tx.execute(
      sql`update product_stock set stock = stock + ${d.quantity} where product_id = ${d.productId} and size = ${d.size}`,
    );
  }
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
