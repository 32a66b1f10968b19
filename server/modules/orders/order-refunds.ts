// A paid order's refund (issue 28 item 7): what a staff cancel of a paid order records as due (the whole amount paid by
// the way it came in, unless staff give less), and staff marking it sent, with who, when and the transfer's reference.
// The shopper's own cancel of a paid order is refused in orders.service.ts; the reports count it in report-figures.
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { refundMethodFor, type OrderStatus } from '../../../domain/orders.ts';
import type { RefundDue } from '../../../domain/schemas/orders.ts';
import type { OrderView } from '../../../domain/schemas/order-views.ts';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor } from '../accounts/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { lockedOrderRow } from './order-rows.ts';
import type { OrderRow } from './orders.views.ts';
import { refundedMail } from './refund-mail.ts';

/** The refund a change of status records, decided on the locked row: one only when an order staff confirmed paid is
 *  cancelled now. Staff may give less than was paid, never more. */
export function refundDueFor(order: OrderRow, status: OrderStatus, requested?: RefundDue): Required<RefundDue> | null {
  if (status !== 'cancelled' || order.status === 'cancelled' || order.paymentStatus !== 'paid') return null;
  const amount = requested?.amount ?? order.total;
  if (amount > order.total) throw badRequest(ORDER_MESSAGES.refundAboveAmountPaid(order.total));
  return {
    amount,
    method: requested?.method ?? refundMethodFor(order.paymentMethod),
    note: requested?.note || '',
  };
}

/** The order's refund columns as `refund` sets them; all cleared (null) when an order not yet refunded is re-opened. */
export function refundColumns(refund: Required<RefundDue> | null, at: Date) {
  return {
    refundAmount: refund?.amount ?? null,
    refundMethod: refund?.method ?? null,
    refundNote: refund?.note || null,
    refundDueAt: refund ? at : null,
  };
}

export interface OrderRefundsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  linkBaseUrl: string;
  rowByAnyId(id: string): Promise<OrderRow | undefined>;
  viewById(id: string): Promise<OrderView>;
}

export function createOrderRefunds({ db, accounts, outbox, linkBaseUrl, rowByAnyId, viewById }: OrderRefundsDeps) {
  /** Staff sent the money back: recorded once (a second click is told it is done), in the history, and mailed. */
  async function markRefunded(actor: Actor, id: string, reference?: string): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const mailed = await db.transaction(async (tx) => {
      const order = await lockedOrderRow(tx, row.id);
      if (!order.refundDueAt || order.refundAmount === null || order.refundMethod === null)
        throw conflict(ORDER_MESSAGES.noRefundDue);
      if (order.refundedAt) throw conflict(ORDER_MESSAGES.alreadyRefunded);
      const by = await recordedActor(accounts, tx, actor);
      const at = new Date();
      await tx
        .update(orders)
        .set({ refundedAt: at, refundedBy: by.name, refundReference: reference || null, updatedAt: at })
        .where(eq(orders.id, order.id));
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: ORDER_MESSAGES.refundedNote(order.refundAmount) + (reference ? ` (reference ${reference})` : ''),
        actorId: by.id,
        actorName: by.name,
      });
      if (!order.customerEmail) return false;
      await outbox.queue(
        tx,
        refundedMail(
          order,
          { amount: order.refundAmount, method: order.refundMethod, reference: reference || null },
          linkBaseUrl,
        ),
      );
      return true;
    });
    if (mailed) outbox.wake();
    return viewById(row.id);
  }

  return { markRefunded };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
