// Stock moves lock their rows in one order, (product, size), whatever order the lines came in: the rule that keeps two
// checkouts, or a checkout and the unpaid-orders job, from deadlocking (stock.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Size } from '../../../domain/limits.ts';
import type { Transaction } from '../../db/client.ts';
import { productTag } from '../../lib/cache-tags.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { lockStock, returnStock, takeStock, type StockDemand } from './stock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Whether another session could lock the row now (it does not wait: NOWAIT fails at once on a held row). */
async function rowIsFree(productId: string, size: Size): Promise<boolean> {
  const probe = await t.database.pool.connect();
  try {
    await probe.query('begin');
    await probe.query('select 1 from product_stock where product_id = $1 and size = $2 for update nowait', [
      productId,
      size,
    ]);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return false; // lock_not_available
    throw err;
  } finally {
    await probe.query('rollback');
    probe.release();
  }
}

const moves: [string, (tx: Transaction, demands: StockDemand[]) => Promise<unknown>][] = [
  ['takeStock', takeStock],
  ['returnStock', returnStock],
  ['lockStock', lockStock],
];

it.each(moves)('%s locks size L before size S even when S is asked for first', async (_name, move) => {
  const product = await createProduct(t.database.db, t.app.services, { sizeStock: { L: 5, S: 5 } });
  // Another transaction holds S: a move that locks in (product, size) order holds L while it waits for S.
  const holder = await t.database.pool.connect();
  await holder.query('begin');
  await holder.query(`select 1 from product_stock where product_id = $1 and size = 'S' for update`, [product.id]);
  const moving = t.database.db.transaction((tx) =>
    move(tx, [
      { productId: product.id, size: 'S', quantity: 1 },
      { productId: product.id, size: 'L', quantity: 1 },
    ]),
  );
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(rows[0]!.waiting).toBe(1);
      },
      { timeout: 5_000 },
    );
    expect(await rowIsFree(product.id, 'L')).toBe(false);
  } finally {
    await holder.query('rollback');
    holder.release();
  }
  await moving;
});

it("answers the moved products' tags, and 'catalog' only when a product's total stock reaches or leaves zero", async () => {
  const product = await createProduct(t.database.db, t.app.services, { sizeStock: { S: 1, M: 2 } });
  const other = await createProduct(t.database.db, t.app.services, { sizeStock: { S: 3 } });
  const line = (p: { id: string }, size: Size, quantity: number) => ({ productId: p.id, size, quantity });
  const move = <T>(run: (tx: Transaction) => Promise<T>) => t.database.db.transaction(run);

  expect(await move((tx) => takeStock(tx, [line(product, 'S', 1), line(other, 'S', 1)]))).toEqual({
    ok: true,
    changed: [productTag(product.id), productTag(other.id)],
  });
  expect(await move((tx) => takeStock(tx, [line(product, 'M', 1), line(product, 'M', 1)]))).toEqual({
    ok: true,
    changed: [productTag(product.id), 'catalog'],
  });
  expect(await move((tx) => returnStock(tx, [line(product, 'M', 2)]))).toEqual([productTag(product.id), 'catalog']);
  expect(await move((tx) => returnStock(tx, [line(other, 'S', 1)]))).toEqual([productTag(other.id)]);
  expect(await move((tx) => takeStock(tx, [line(other, 'S', 4)]))).toEqual({
    ok: false,
    productId: other.id,
    size: 'S',
    available: 3,
  });
});
