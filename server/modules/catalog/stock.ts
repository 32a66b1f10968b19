// Taking and returning stock inside the caller's transaction (DECISIONS X8): every (product, size) of an order is
// locked and decremented by one conditional statement, whatever the number of lines (issue 18: one round trip, not
// one per line), so two checkouts can never both take the last piece, and the CHECK (stock >= 0) constraint stays the
// last line of defence. Each move answers the cache tags of what shoppers see change, for the caller to invalidate
// once its transaction has committed.
import { sql, type SQL } from 'drizzle-orm';
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

/** Demand summed per (product, size), in one fixed order: the first line that cannot be met is the one reported. */
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

/** One wanted line after a move: the stock it found (locked), whether it was met, and its product's total after (null
 *  when the product has no stock rows left). */
type MovedLine = {
  product_id: string;
  size: Size;
  available: number;
  met: boolean;
  total_after: number | null;
};

/**
 * What a stock move changes for shoppers: each moved product's page, and the listings only when a product's total stock
 * reached or left zero, since a card shows stock only as 'Sold out'. `sign` is -1 for stock taken, 1 for returned.
 */
function changedBy(moved: readonly StockDemand[], lines: readonly MovedLine[], sign: 1 | -1): CacheTag[] {
  const movedBy = new Map<string, number>();
  for (const d of moved) movedBy.set(d.productId, (movedBy.get(d.productId) ?? 0) + sign * d.quantity);
  const soldOutChanged = lines.some((l) => {
    if (l.total_after === null) return false;
    const before = l.total_after - movedBy.get(l.product_id)!;
    return (before === 0) !== (l.total_after === 0);
  });
  return [...[...movedBy.keys()].map(productTag), ...(soldOutChanged ? (['catalog'] as const) : [])];
}

/** The demands as a table `wanted` (product_id, size, quantity, position): one statement, whatever their number. */
function wantedTable(wanted: readonly StockDemand[]): SQL {
  const ids = sql.param(wanted.map((d) => d.productId));
  const sizes = sql.param(wanted.map((d) => d.size));
  const quantities = sql.param(wanted.map((d) => d.quantity));
  return sql`wanted as (
    select * from unnest(${ids}::uuid[], ${sizes}::text[], ${quantities}::int[])
      with ordinality as w(product_id, size, quantity, position))`;
}

/** The wanted stock rows, locked one after another in one fixed order (product, then size): every statement here locks
 *  alike, so two checkouts, or a checkout and a cancellation, never wait on each other in a circle (no deadlocks). */
const lockedRows = sql`select s.product_id, s.size, s.stock, w.quantity
    from product_stock s join wanted w using (product_id, size)
    order by s.product_id, s.size for update of s`;

/**
 * Moves every wanted line by `sign` x its quantity in one statement: the rows are locked first (a materialized CTE, so
 * before any update), then each is changed only if it stays at or above zero. Answers every wanted line in `combined`
 * order with what it found and whether it was met, and its product's total after the move (the moved sizes as moved,
 * the others as this statement sees them), from which the caller's cache tags follow.
 */
async function moveStock(tx: Transaction, wanted: readonly StockDemand[], sign: 1 | -1): Promise<MovedLine[]> {
  const { rows } = await tx.execute<MovedLine>(sql`
    with ${wantedTable(wanted)},
    locked as materialized (${lockedRows}),
    moved as (
      update product_stock s set stock = s.stock + ${sign}::int * l.quantity
      from locked l
      where s.product_id = l.product_id and s.size = l.size and l.stock + ${sign}::int * l.quantity >= 0
      returning s.product_id, s.size, s.stock
    )
    select w.product_id, w.size, coalesce(l.stock, 0)::int as available,
      coalesce(l.stock + ${sign}::int * w.quantity >= 0, false) as met,
      (select sum(coalesce(m.stock, s.stock)) from product_stock s left join moved m using (product_id, size)
        where s.product_id = w.product_id)::int as total_after
    from wanted w left join locked l using (product_id, size)
    order by w.position`);
  return rows;
}

/** Takes every demand or reports the first that cannot be met; the caller rolls back on a failure. */
export async function takeStock(tx: Transaction, demands: readonly StockDemand[]): Promise<TakeResult> {
  const wanted = combined(demands);
  if (wanted.length === 0) return { ok: true, changed: [] };
  const lines = await moveStock(tx, wanted, -1);
  const short = lines.find((l) => !l.met);
  if (short) return { ok: false, productId: short.product_id, size: short.size, available: short.available };
  return { ok: true, changed: changedBy(demands, lines, -1) };
}

/** Puts stock back (a cancelled order). */
export async function returnStock(tx: Transaction, demands: readonly StockDemand[]): Promise<CacheTag[]> {
  const wanted = combined(demands);
  if (wanted.length === 0) return [];
  return changedBy(demands, await moveStock(tx, wanted, 1), 1);
}

/** Locks the stock rows of several orders at once, in the same fixed order, before a transaction returns their stock
 *  one order after another: otherwise it would lock rows in an order of its own and could deadlock with a checkout. */
export async function lockStock(tx: Transaction, demands: readonly StockDemand[]): Promise<void> {
  const wanted = combined(demands);
  if (wanted.length === 0) return;
  await tx.execute(sql`with ${wantedTable(wanted)} ${lockedRows}`);
}
