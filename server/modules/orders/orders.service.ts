// Orders after placement: the changes of status (with its courier), payment and cancel, each recorded with who and when; cancelling returns stock once, whoever cancels: staff, the owner, or the
// shop itself when the payment deadline passed. A paid order is cancelled by staff only, recording its refund due
// (order-refunds.ts). Assignee and payment deadline: order-arrangements.ts; reading: order-reads.ts; payment proofs,
// payment-proofs.ts.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Courier } from '../../../domain/couriers.ts';
import { type OrderStatus, type PaymentStatus } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { deadlineHours, DEADLINE_MESSAGES } from '../../../domain/payment-deadline.ts';
import { roleCan } from '../../../domain/permissions.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import type { CacheTag, Invalidate } from '../../lib/cache-tags.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import { lockStock, returnStock, takeStock } from '../catalog/index.ts';
import type { UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import type { PaymentProofs } from './payment-proofs.ts';
import { lockedOrderRow } from './order-rows.ts';
import { paymentReceivedMail, statusMail, trackingMail, unpaidCancelledMail, type MailContact } from './order-mail.ts';
import { createOrderRefunds, refundColumns, refundDueFor } from './order-refunds.ts';
import { refundDueMail } from './refund-mail.ts';
import { createOrderArrangements } from './order-arrangements.ts';
import type { RefundDue } from '../../../domain/schemas/orders.ts';
import { createOrderReads, itemColumns } from './order-reads.ts';
import type { OrderView } from '../../../domain/schemas/order-views.ts';
import type { OrderRow } from './orders.views.ts';
import type { ArtisanDirectory } from '../workshop/index.ts';

export interface OrdersDeps {
  db: Database;
  /** Names of the people who change orders. */
  accounts: Pick<AccountDirectory, 'namesByIds' | 'nameOf'>;
  /** The artisans an order can be assigned to, and their names (issue 30). */
  artisans: Pick<ArtisanDirectory, 'assignable' | 'namesByIds'>;
  uploads: Pick<UploadsService, 'viewUrl' | 'storedUpload'>;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  /** Told which products' stock an order's cancelling or re-opening moved, after it is committed. */
  invalidate: Invalidate;
  linkBaseUrl: string;
  /** How shoppers reach the shop (Shop settings), for the mail of an order cancelled unpaid. */
  shopContact: () => Promise<MailContact>;
  /** Each order's earlier payment screenshots (payment-proofs.ts), for the full view. */
  replacedScreenshots: PaymentProofs['replacedScreenshots'];
  /** The clock of payment deadlines: tests move it instead of waiting. */
  now: () => Date;
}

const SHOP_ACTOR: RecordedActor = { id: null, name: DEADLINE_MESSAGES.shopActor };

/** Open orders nobody has confirmed payment for (domain/payment-deadline.ts awaitsPayment), written as literals so the
 *  planner matches the partial index orders_unpaid_due_idx. */
const AWAITS_PAYMENT = sql`${orders.paymentStatus} = 'pending' and ${orders.status} in ('pending', 'processing')`;

export function createOrdersService({
  db,
  accounts,
  artisans,
  uploads,
  outbox,
  invalidate,
  linkBaseUrl,
  replacedScreenshots,
  shopContact,
  now,
}: OrdersDeps) {
  const reads = createOrderReads({ db, accounts, artisans, uploads, replacedScreenshots });
  const { rowByAnyId, mayManage, viewById } = reads;
  const refunds = createOrderRefunds({ db, accounts, outbox, linkBaseUrl, rowByAnyId, viewById });

  /** The shopper's mail of a cancel: their refund on its way when the order was paid, else the status update. */
  const cancelledMail = (order: OrderRow, refund: Required<RefundDue> | null, message: string | null) =>
    refund
      ? refundDueMail(order, refund, message, linkBaseUrl)
      : statusMail(order, 'cancelled', message || ORDER_MESSAGES.statusEmail('cancelled'), linkBaseUrl);

  const demandsOf = async (tx: Transaction, orderIds: string[]) =>
    (await tx.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, orderIds))).map((l) => ({
      productId: l.productId,
      size: l.size as never,
      quantity: l.quantity,
    }));

  /** On an order already locked: cancelling or un-cancelling moves its stock in the same transaction, and a paid order's
   *  cancel records its refund due (refundDueFor), named in the history. Re-opening clears a refund not yet sent; one
   *  sent cannot be re-opened. Answers the cache tags of what shoppers see change (none when no stock moved). */
  async function changeStatus(
    tx: Transaction,
    order: OrderRow,
    status: OrderStatus,
    by: RecordedActor,
    note: string | null,
    refund: Required<RefundDue> | null = null,
  ): Promise<CacheTag[]> {
    const reopened = status !== 'cancelled' && order.status === 'cancelled';
    if (reopened && order.refundedAt) throw conflict(ORDER_MESSAGES.refundedNotReopenable);
    const demands = await demandsOf(tx, [order.id]);
    let changed: CacheTag[] = [];
    if (status === 'cancelled' && order.status !== 'cancelled') changed = await returnStock(tx, demands);
    if (reopened) {
      const taken = await takeStock(tx, demands);
      if (!taken.ok)
        throw conflict('The stock of this order has been sold since it was cancelled; it cannot be re-opened.');
      changed = taken.changed;
    }
    // A re-opened order whose deadline has passed (often one the shop cancelled for it) gets its window again from now:
    // else the unpaid-orders job would cancel it again within the minute.
    const freshDeadline = reopened
      ? {
          paymentDueAt: sql`greatest(${orders.paymentDueAt}, ${now().toISOString()}::timestamptz + (${orders.paymentDueAt} - ${orders.createdAt}))`,
        }
      : {};
    const at = new Date();
    const refundChange = refund || (reopened && order.refundDueAt) ? refundColumns(refund, at) : {};
    await tx
      .update(orders)
      .set({ status, updatedAt: at, ...freshDeadline, ...refundChange })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status,
      note: refund ? ORDER_MESSAGES.refundDueNote(refund.amount) : note,
      actorId: by.id,
      actorName: by.name,
    });
    return changed;
  }

  /** Staff: any status (SPEC §4), recorded with who and when, and the status, courier and consignment number written in
   *  one transaction. Shipping needs the courier and consignment number or an explicit noTracking (the schema checks);
   *  the shopper gets one email carrying them. Tracking added to an order already shipped (it shipped without, or is
   *  corrected) is its own 'tracking details' email. Nothing is emailed to an order taken without an address. */
  async function updateStatus(
    actor: Actor,
    id: string,
    update: {
      status: OrderStatus;
      message?: string;
      courier?: Courier;
      consignmentNumber?: string;
      refund?: RefundDue;
    },
  ): Promise<OrderView> {
    const { status, message } = update;
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const changed = await db.transaction(async (tx): Promise<CacheTag[]> => {
      const order = await lockedOrderRow(tx, row.id);
      const shipment = update.courier
        ? { courier: update.courier, consignmentNumber: update.consignmentNumber ?? null }
        : null;
      const shipmentChanged =
        shipment !== null &&
        (shipment.courier !== order.courier || shipment.consignmentNumber !== order.consignmentNumber);
      if (order.status === status && !shipmentChanged) return [];
      if (shipment)
        await tx
          .update(orders)
          .set({ ...shipment, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      const statusChanged = order.status !== status;
      const refund = refundDueFor(order, status, update.refund);
      const moved = statusChanged
        ? await changeStatus(tx, order, status, await recordedActor(accounts, tx, actor), message ?? null, refund)
        : [];
      if (order.customerEmail) {
        const mail = !statusChanged
          ? trackingMail(order, shipment!, linkBaseUrl)
          : status === 'cancelled'
            ? cancelledMail(order, refund, message || null)
            : statusMail(order, status, message || ORDER_MESSAGES.statusEmail(status), linkBaseUrl, shipment);
        await outbox.queue(tx, mail);
      }
      return moved;
    });
    invalidate(changed);
    outbox.wake();
    return viewById(row.id);
  }

  /** Staff: the payment's status. Only its change to paid is news to the shopper (mailed in the same transaction), not
   *  every save of the same status. A cancelled order is re-opened before it is marked paid (so no money is held on a
   *  cancelled order without a refund due), and a refund fixes the payment as it was. */
  async function updatePayment(id: string, paymentStatus: PaymentStatus): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const mailed = await db.transaction(async (tx) => {
      const order = await lockedOrderRow(tx, row.id);
      if (order.paymentStatus !== paymentStatus && order.refundDueAt)
        throw conflict(ORDER_MESSAGES.paymentFixedByRefund);
      if (paymentStatus === 'paid' && order.paymentStatus !== 'paid' && order.status === 'cancelled')
        throw conflict(ORDER_MESSAGES.paidAfterCancel);
      await tx.update(orders).set({ paymentStatus, updatedAt: new Date() }).where(eq(orders.id, row.id));
      if (paymentStatus !== 'paid' || order.paymentStatus === 'paid' || !order.customerEmail) return false;
      await outbox.queue(tx, paymentReceivedMail(order, linkBaseUrl));
      return true;
    });
    if (mailed) outbox.wake();
    return viewById(row.id);
  }

  /** The owner while pending and unpaid; staff at any time, a paid order recording its refund due (the whole amount
   *  unless `refund` says less). Stock goes back once however often it is asked. */
  async function cancel(actor: Actor, id: string, requested?: RefundDue): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row || !mayManage(actor, row)) throw notFound(ORDER_MESSAGES.notFound);
    const staff = roleCan(actor.role, 'orders:update');
    if (!staff && row.userId !== actor.id) throw forbidden();
    const changed = await db.transaction(async (tx): Promise<CacheTag[]> => {
      const order = await lockedOrderRow(tx, row.id);
      if (order.status === 'cancelled') return [];
      // Decided on the locked row: staff marking it paid at the same moment either committed first (and this refuses)
      // or waits for this cancel, which then refuses to mark a cancelled order paid.
      if (!staff && order.paymentStatus === 'paid') throw conflict(ORDER_MESSAGES.cancelPaid);
      if (!staff && order.status !== 'pending') throw conflict(ORDER_MESSAGES.cancelNotAllowed);
      const refund = staff ? refundDueFor(order, 'cancelled', requested) : null;
      const moved = await changeStatus(
        tx,
        order,
        'cancelled',
        await recordedActor(accounts, tx, actor),
        staff ? 'Cancelled by the shop' : 'Cancelled by the customer',
        refund,
      );
      if (order.customerEmail) await outbox.queue(tx, cancelledMail(order, refund, null));
      return moved;
    });
    invalidate(changed);
    outbox.wake();
    return viewById(row.id);
  }

  /** The unpaid-orders job's batch (issue 11): claims up to `limit` open, unpaid orders whose deadline has passed,
   *  skipping rows another instance or a staff change holds, and cancels each through changeStatus, so stock comes back
   *  once; the history names the shop and the order's own hours, and the shopper is mailed in the same transaction.
   *  Answers how many it cancelled (fewer than `limit`: nothing more is due now). */
  async function cancelOverdue(limit: number): Promise<number> {
    const { cancelled, changed } = await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(orders)
        .where(and(AWAITS_PAYMENT, lte(orders.paymentDueAt, now())))
        .orderBy(asc(orders.paymentDueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return { cancelled: 0, changed: [] };
      await lockStock(
        tx,
        await demandsOf(
          tx,
          claimed.map((o) => o.id),
        ),
      );
      const contact = await shopContact();
      const moved = new Set<CacheTag>();
      for (const order of claimed) {
        const hours = deadlineHours(order.createdAt, order.paymentDueAt);
        for (const tag of await changeStatus(
          tx,
          order,
          'cancelled',
          SHOP_ACTOR,
          DEADLINE_MESSAGES.cancelledNote(hours),
        ))
          moved.add(tag);
        if (order.customerEmail) await outbox.queue(tx, unpaidCancelledMail(order, hours, contact, linkBaseUrl));
      }
      return { cancelled: claimed.length, changed: [...moved] };
    });
    if (cancelled > 0) {
      invalidate(changed);
      outbox.wake();
    }
    return cancelled;
  }

  const arrangements = createOrderArrangements({ db, accounts, artisans, now, rowByAnyId, viewById });

  return {
    orderFor: reads.orderFor,
    track: reads.track,
    ownOrders: reads.ownOrders,
    list: reads.list,
    updateStatus,
    updatePayment,
    cancel,
    markRefunded: refunds.markRefunded,
    viewById,
    placedView: reads.placedView,
    assignWorker: arrangements.assignWorker,
    assignedWork: reads.assignedWork,
    cancelOverdue,
    extendDeadline: arrangements.extendDeadline,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
