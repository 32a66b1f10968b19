// Finding and locking one preorder row, and recording a change in its history: shared by the preorder services.
import { asc, eq, type SQL } from 'drizzle-orm';
import { type PreorderStatus } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preorderHistory, preorderItems, preorders } from '../../db/schema/preorders.ts';
import { notFound } from '../../lib/errors.ts';
import type { RecordedActor } from '../accounts/index.ts';
import { PREORDER_ID_PATTERN } from '../../../domain/references.ts';

export type PreorderRow = typeof preorders.$inferSelect;

/** Preorders' pieces as every view and message shows them, in name order. */
export function preorderItemRows(db: Database, where: SQL) {
  return db
    .select({
      preorderId: preorderItems.preorderId,
      prodId: preorderItems.prodId,
      name: preorderItems.name,
      imageId: preorderItems.imageId,
      size: preorderItems.size,
      color: preorderItems.color,
      quantity: preorderItems.quantity,
      price: preorderItems.price,
    })
    .from(preorderItems)
    .where(where)
    .orderBy(asc(preorderItems.name));
}

export async function findPreorderRow(db: Database | Transaction, where: SQL): Promise<PreorderRow | undefined> {
  const [row] = await db.select().from(preorders).where(where);
  return row;
}

/** By database id or preorder ID; a malformed id is simply not found. */
export async function preorderRowByAnyId(db: Database, id: string): Promise<PreorderRow | undefined> {
  if (PREORDER_ID_PATTERN.test(id)) return findPreorderRow(db, eq(preorders.preorderId, id));
  if (/^[0-9a-f-]{36}$/.test(id)) return findPreorderRow(db, eq(preorders.id, id));
  return undefined;
}

/** The preorder by any id, or the spec's not-found. */
export async function existingPreorder(db: Database, id: string): Promise<PreorderRow> {
  const row = await preorderRowByAnyId(db, id);
  if (!row) throw notFound(PREORDER_MESSAGES.notFound);
  return row;
}

/** The preorder, locked for a change until the transaction ends. */
export async function lockedPreorderRow(tx: Transaction, id: string): Promise<PreorderRow> {
  const [row] = await tx.select().from(preorders).where(eq(preorders.id, id)).for('update');
  if (!row) throw notFound(PREORDER_MESSAGES.notFound);
  return row;
}

/** One line of the preorder's history: what changed, by whom; `status` is the status after the change. */
export async function recordChange(
  tx: Transaction,
  preorderId: string,
  status: PreorderStatus,
  note: string,
  by: RecordedActor,
): Promise<void> {
  await tx.insert(preorderHistory).values({ preorderId, status, note, actorId: by.id, actorName: by.name });
}
