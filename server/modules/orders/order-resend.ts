// Staff re-send an order's emails from the admin panel (SPEC §7: /email/order-confirmation/{id} and
// /email/order-status-update/{id}): the same message the event queued, rebuilt from the order as it is now.
import { asc, eq } from 'drizzle-orm';
import { MAIL_MESSAGES, MAIL_REFUSALS } from '../../../domain/mail.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { awaitsPayment, deadlineHours } from '../../../domain/payment-deadline.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { Database } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { OutboxService, QueuedMail } from '../notifications/index.ts';
import { confirmationMail, statusMail } from './order-mail.ts';
import { itemColumns } from './order-reads.ts';
import { orderRowByAnyId } from './order-rows.ts';
import type { OrderRow } from './orders.views.ts';

export interface OrderResendDeps {
  db: Database;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  linkBaseUrl: string;
  paymentAccounts: () => Promise<PaymentSettingsView>;
}

export function createOrderResend({ db, outbox, linkBaseUrl, paymentAccounts }: OrderResendDeps) {
  async function mailableOrder(id: string): Promise<OrderRow> {
    const order = await orderRowByAnyId(db, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (!order.customerEmail) throw badRequest(MAIL_REFUSALS.noAddress);
    return order;
  }

  async function send(mail: QueuedMail) {
    await outbox.queue(db, mail);
    outbox.wake();
  }

  /** The confirmation with the order's items, amounts and the shop's accounts; the deadline while it awaits payment. */
  async function confirmation(id: string) {
    const order = await mailableOrder(id);
    const items = await db
      .select(itemColumns)
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.name));
    const payBy = awaitsPayment(order.status, order.paymentStatus)
      ? { dueAt: order.paymentDueAt, hours: deadlineHours(order.createdAt, order.paymentDueAt) }
      : null;
    await send(confirmationMail({ ...order, items }, await paymentAccounts(), linkBaseUrl, payBy));
    return { success: true as const, message: MAIL_MESSAGES.orderConfirmationSent };
  }

  /** The current status in the spec's words; a shipped order's carries its courier and consignment number. */
  async function statusUpdate(id: string) {
    const order = await mailableOrder(id);
    const shipment =
      order.status === 'shipped' && order.courier
        ? { courier: order.courier, consignmentNumber: order.consignmentNumber }
        : null;
    await send(statusMail(order, order.status, ORDER_MESSAGES.statusEmail(order.status), linkBaseUrl, shipment));
    return { success: true as const, message: MAIL_MESSAGES.orderStatusSent };
  }

  return { confirmation, statusUpdate };
}

export type OrderResend = ReturnType<typeof createOrderResend>;
