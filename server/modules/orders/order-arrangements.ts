// Staff arrangements on an order that move no stock and change no status: more time to pay (recorded in the history
// with who did it) and who makes or packs it (the assigned worker, an artisan: issue 30). Split from orders.service.ts, which owns the changes of status.
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { awaitsPayment, deadlineTime, DEADLINE_MESSAGES } from '../../../domain/payment-deadline.ts';
import type { OrderView } from '../../../domain/schemas/order-views.ts';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor } from '../accounts/index.ts';
import type { ArtisanDirectory } from '../workshop/index.ts';
import { lockedOrderRow } from './order-rows.ts';
import type { OrderRow } from './orders.views.ts';

export interface OrderArrangementsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  artisans: Pick<ArtisanDirectory, 'assignable' | 'namesByIds'>;
  /** The clock of payment deadlines: tests move it instead of waiting. */
  now: () => Date;
  rowByAnyId(id: string): Promise<OrderRow | undefined>;
  viewById(id: string): Promise<OrderView>;
}

export function createOrderArrangements({ db, accounts, artisans, now, rowByAnyId, viewById }: OrderArrangementsDeps) {
  /** Staff give an unpaid order more time: hours added to its deadline, or to now once the deadline has passed (the job
   *  may not have reached it yet). Recorded in the history with who did it; the status itself does not change. */
  async function extendDeadline(actor: Actor, id: string, extendByHours: number): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      const order = await lockedOrderRow(tx, row.id);
      if (!awaitsPayment(order.status, order.paymentStatus)) throw conflict(DEADLINE_MESSAGES.notExtendable);
      const from = Math.max(order.paymentDueAt.getTime(), now().getTime());
      const dueAt = new Date(from + extendByHours * 3_600_000);
      await tx.update(orders).set({ paymentDueAt: dueAt, updatedAt: new Date() }).where(eq(orders.id, order.id));
      const by = await recordedActor(accounts, tx, actor);
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: DEADLINE_MESSAGES.extendedNote(deadlineTime(dueAt)),
        actorId: by.id,
        actorName: by.name,
      });
    });
    return viewById(row.id);
  }

  /** Staff: the assigned worker (issue 30), an active artisan or nobody (null); recorded in the history. */
  async function assignWorker(actor: Actor, id: string, artisanId: string | null): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      const order = await lockedOrderRow(tx, row.id);
      if (order.assignedArtisanId === artisanId) return;
      const worker = artisanId ? await artisans.assignable(tx, artisanId) : null;
      const before = order.assignedArtisanId
        ? (await artisans.namesByIds([order.assignedArtisanId], tx)).get(order.assignedArtisanId)
        : undefined;
      await tx
        .update(orders)
        .set({
          assignedArtisanId: worker?.id ?? null,
          assignedArtisanAt: worker ? new Date() : null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      const by = await recordedActor(accounts, tx, actor);
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: worker ? `Assigned to ${worker.name}` : `No longer assigned to ${before ?? 'anyone'}`,
        actorId: by.id,
        actorName: by.name,
      });
    });
    return viewById(row.id);
  }

  return { extendDeadline, assignWorker };
}
