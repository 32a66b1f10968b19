// Staff arrangements on an order that move no stock and change no status: more time to pay (recorded in the history
// with who did it) and who makes or packs it. Split from orders.service.ts, which owns the changes of status.
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { awaitsPayment, deadlineTime, DEADLINE_MESSAGES } from '../../../domain/payment-deadline.ts';
import type { OrderView } from '../../../domain/schemas/order-views.ts';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor } from '../accounts/index.ts';
import { lockedOrderRow } from './order-rows.ts';
import type { OrderRow } from './orders.views.ts';

export interface OrderArrangementsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf' | 'activeStaff' | 'isActiveStaff'>;
  /** The clock of payment deadlines: tests move it instead of waiting. */
  now: () => Date;
  rowByAnyId(id: string): Promise<OrderRow | undefined>;
  viewById(id: string): Promise<OrderView>;
}

export function createOrderArrangements({ db, accounts, now, rowByAnyId, viewById }: OrderArrangementsDeps) {
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

  /** Active staff, for the assignment picker. */
  const assignees = () => accounts.activeStaff();

  /** Staff: who is making or packing the order; only an active staff member, or nobody (null). */
  async function assign(id: string, userId: string | null): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (userId) {
      if (!(await accounts.isActiveStaff(userId))) throw badRequest(ORDER_MESSAGES.assigneeNotStaff);
    }
    await db.update(orders).set({ assignedTo: userId, updatedAt: new Date() }).where(eq(orders.id, row.id));
    return viewById(row.id);
  }

  return { extendDeadline, assignees, assign };
}
