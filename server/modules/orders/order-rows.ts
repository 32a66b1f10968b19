// Finding and locking one order row: shared by the services of the orders module.
import { eq, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrderRow } from './orders.views.ts';
import { TRACKING_ID_PATTERN } from '../../../domain/references.ts';

export async function findOrderRow(db: Database | Transaction, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(where);
  return row;
}

/** By database id or tracking ID; a malformed id is simply not found. */
export async function orderRowByAnyId(db: Database, id: string): Promise<OrderRow | undefined> {
  if (TRACKING_ID_PATTERN.test(id)) return findOrderRow(db, eq(orders.trackingId, id));
  if (/^[0-9a-f-]{36}$/.test(id)) return findOrderRow(db, eq(orders.id, id));
  return undefined;
}

/** The order, locked for a change until the transaction ends. */
export async function lockedOrderRow(tx: Transaction, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}
