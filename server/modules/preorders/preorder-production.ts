// The preorder's side of the workshop (issue 30). Preorders tell the workshop, inside their own transaction, that a
// deposit was paid (its cards open: no work before a deposit) or that a preorder was cancelled (its cards close);
// the workshop tells the preorder that production started (status In Production, with history and the shopper's
// mail) and posts the photos an artisan shares to the production diary. The workshop module is built after this
// one, so it connects itself as the listener once, when the services are built.
import { asc, eq, inArray } from 'drizzle-orm';
import { PREORDER_STATUS_LABELS } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { Size } from '../../../domain/limits.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preorderItems, preorders } from '../../db/schema/preorders.ts';
import type { RecordedActor } from '../accounts/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { preorderStatusMail } from './preorder-mail.ts';
import { lockedPreorderRow, recordChange, type PreorderRow } from './preorder-rows.ts';
import type { DiaryPost } from './progress-images.ts';

/** A preorder whose deposit was just confirmed, with the lines to make. */
export interface DepositPaidPreorder {
  id: string;
  preorderId: string;
  /** The promised end of production: the cards' due date. */
  productionEnd: Date;
  lines: {
    itemId: string;
    productId: string;
    prodId: string;
    name: string;
    imageId: string | null;
    size: Size;
    color: string;
    quantity: number;
  }[];
}

/** What the workshop does when a preorder's deposit is paid or the preorder is cancelled. */
export interface ProductionListener {
  depositPaid(tx: Transaction, preorder: DepositPaidPreorder, by: RecordedActor): Promise<void>;
  cancelled(tx: Transaction, preorderDbId: string, by: RecordedActor): Promise<void>;
}

export interface PreorderProductionDeps {
  db: Database;
  outbox: Pick<OutboxService, 'queue'>;
  linkBaseUrl: string;
  postToDiary: DiaryPost;
}

export function createPreorderProduction({ db, outbox, linkBaseUrl, postToDiary }: PreorderProductionDeps) {
  let listener: ProductionListener | null = null;

  /** The workshop connects once; a second listener would open every card twice. */
  function listen(next: ProductionListener): void {
    if (listener) throw new Error('The preorders already have a production listener');
    listener = next;
  }

  /** The deposit of `row` was confirmed in `tx`: the workshop opens a card per line (not for a cancelled preorder). */
  async function depositPaid(tx: Transaction, row: PreorderRow, by: RecordedActor): Promise<void> {
    if (!listener || row.status === 'cancelled') return;
    const lines = await tx
      .select({
        itemId: preorderItems.id,
        productId: preorderItems.productId,
        prodId: preorderItems.prodId,
        name: preorderItems.name,
        imageId: preorderItems.imageId,
        size: preorderItems.size,
        color: preorderItems.color,
        quantity: preorderItems.quantity,
      })
      .from(preorderItems)
      .where(eq(preorderItems.preorderId, row.id))
      .orderBy(asc(preorderItems.name));
    await listener.depositPaid(
      tx,
      {
        id: row.id,
        preorderId: row.preorderId,
        productionEnd: row.estProductionEnd,
        lines: lines.map((l) => ({ ...l, size: l.size as Size })),
      },
      by,
    );
  }

  async function cancelled(tx: Transaction, preorderDbId: string, by: RecordedActor): Promise<void> {
    await listener?.cancelled(tx, preorderDbId, by);
  }

  /** A card left its first stage: a preorder still pending is now In Production (once; staff may have moved it on). */
  async function started(tx: Transaction, preorderDbId: string, note: string, by: RecordedActor): Promise<void> {
    const row = await lockedPreorderRow(tx, preorderDbId);
    if (row.status !== 'pending') return;
    await tx
      .update(preorders)
      .set({ status: 'production', productionStartedAt: row.productionStartedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(preorders.id, row.id));
    await recordChange(tx, row.id, 'production', note, by);
    if (row.customerEmail)
      await outbox.queue(
        tx,
        preorderStatusMail(
          row,
          'production',
          PREORDER_MESSAGES.statusEmail(PREORDER_STATUS_LABELS.production),
          linkBaseUrl,
        ),
      );
  }

  /** Photos an artisan shared with the shopper, posted to the diary like staff's progress photos. */
  async function shareToDiary(
    tx: Transaction,
    preorderDbId: string,
    photos: { id: string }[],
    description: string,
    by: RecordedActor,
  ): Promise<void> {
    await postToDiary(tx, await lockedPreorderRow(tx, preorderDbId), photos, description, by);
  }

  /** Each preorder's production notes (the shopper's diary text, which the artisan making it reads too). */
  async function productionNotesOf(preorderDbIds: string[]): Promise<Map<string, string>> {
    if (preorderDbIds.length === 0) return new Map();
    const rows = await db
      .select({ id: preorders.id, notes: preorders.productionNotes })
      .from(preorders)
      .where(inArray(preorders.id, [...new Set(preorderDbIds)]));
    return new Map(rows.map((r) => [r.id, r.notes]));
  }

  return { listen, depositPaid, cancelled, started, shareToDiary, productionNotesOf };
}

export type PreorderProduction = ReturnType<typeof createPreorderProduction>;
