// Preorders after placing, by staff: status, each payment's status, the delivery charge that fixes the final payment,
// the dates, the notes, and cancelling (the owner too, while nothing has happened). Each change is recorded with who
// and when, and the shopper is mailed where the spec says (status, delivery charge) and when a payment is marked paid.
// Reading is preorder-reads.ts; screenshots preorder-proofs.ts; progress photos progress-images.ts.
import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { roleCan } from '../../../domain/permissions.ts';
import {
  PREORDER_STATUS_LABELS,
  preorderAmounts,
  type PreorderPayment,
  type PreorderStatus,
} from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderView } from '../../../domain/schemas/preorder-views.ts';
import type {
  AdminNotesPayload,
  DeliveryChargesPayload,
  PreorderTimelinePayload,
} from '../../../domain/schemas/preorders.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { deliveryChargeMail, preorderPaymentReceivedMail, preorderStatusMail } from './preorder-mail.ts';
import type { PreorderProduction } from './preorder-production.ts';
import type { PreorderReads } from './preorder-reads.ts';
import { existingPreorder, lockedPreorderRow, recordChange, type PreorderRow } from './preorder-rows.ts';
import type { ProofChecks } from '../proof-checks/index.ts';

export interface PreordersDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  reads: PreorderReads;
  paymentAccounts: () => Promise<PaymentSettingsView>;
  linkBaseUrl: string;
  /** The final payment's proofs are compared again once its amount is known or changes (issue 20). */
  proofChecks: Pick<ProofChecks, 'dueChanged'>;
  /** The workshop hears of a paid deposit and a cancellation in the same transaction (issue 30). */
  production: Pick<PreorderProduction, 'depositPaid' | 'cancelled'>;
}

/** A date picked in the admin (YYYY-MM-DD) is that day in Pakistan. */
const pakistanDay = (date: string) => new Date(`${date}T00:00:00+05:00`);
const PAYMENT_WORD: Record<PreorderPayment, string> = { initial: 'Initial', final: 'Final' };
const STATUS_WORD: Record<PaymentStatus, string> = { pending: 'pending', paid: 'paid', failed: 'failed' };

export function createPreordersService({
  db,
  accounts,
  outbox,
  reads,
  paymentAccounts,
  linkBaseUrl,
  proofChecks,
  production,
}: PreordersDeps) {
  /** Runs one staff change on the locked preorder, records it in the history, and answers the fresh view. */
  async function change(
    actor: Actor,
    id: string,
    apply: (
      tx: Transaction,
      row: PreorderRow,
      by: RecordedActor,
    ) => Promise<{ note: string; status?: PreorderStatus } | null>,
  ): Promise<PreorderView> {
    const found = await existingPreorder(db, id);
    await db.transaction(async (tx) => {
      const row = await lockedPreorderRow(tx, found.id);
      const by = await recordedActor(accounts, tx, actor);
      const done = await apply(tx, row, by);
      if (!done) return;
      await tx.update(preorders).set({ updatedAt: new Date() }).where(eq(preorders.id, row.id));
      await recordChange(tx, row.id, done.status ?? row.status, done.note, by);
    });
    outbox.wake();
    return reads.viewById(found.id, actor);
  }

  const mailable = (row: PreorderRow) => row.customerEmail !== '';

  /** Staff: any status (SPEC §4); the shopper is mailed the spec's text or the staff's own message. */
  function updateStatus(actor: Actor, id: string, update: { status: PreorderStatus; message?: string }) {
    return change(actor, id, async (tx, row, by) => {
      if (row.status === update.status) return null;
      await tx.update(preorders).set({ status: update.status }).where(eq(preorders.id, row.id));
      if (update.status === 'cancelled') await production.cancelled(tx, row.id, by);
      const label = PREORDER_STATUS_LABELS[update.status];
      if (mailable(row))
        await outbox.queue(
          tx,
          preorderStatusMail(row, update.status, update.message || PREORDER_MESSAGES.statusEmail(label), linkBaseUrl),
        );
      return { status: update.status, note: update.message || `Status changed to ${label}` };
    });
  }

  /** Staff at any time; the owner while it is pending and no payment has been confirmed. */
  async function cancel(actor: Actor, id: string): Promise<PreorderView> {
    const found = await existingPreorder(db, id);
    const staff = roleCan(actor.role, 'preorders:update');
    if (!staff && found.userId !== actor.id) {
      if (reads.mayManage(actor, found)) throw forbidden();
      throw notFound(PREORDER_MESSAGES.notFound);
    }
    return change(actor, found.id, async (tx, row, by) => {
      if (row.status === 'cancelled') return null;
      if (!staff && (row.status !== 'pending' || row.initialPaymentStatus === 'paid'))
        throw conflict(PREORDER_MESSAGES.cancelNotAllowed);
      await tx.update(preorders).set({ status: 'cancelled' }).where(eq(preorders.id, row.id));
      await production.cancelled(tx, row.id, by);
      if (mailable(row))
        await outbox.queue(
          tx,
          preorderStatusMail(
            row,
            'cancelled',
            PREORDER_MESSAGES.statusEmail(PREORDER_STATUS_LABELS.cancelled),
            linkBaseUrl,
          ),
        );
      return { status: 'cancelled', note: staff ? 'Cancelled by the shop' : 'Cancelled by the customer' };
    });
  }

  /** Staff: the deposit's or the final payment's status; the final one cannot be paid before it has an amount. */
  function updatePaymentStatus(actor: Actor, id: string, payment: PreorderPayment, status: PaymentStatus) {
    return change(actor, id, async (tx, row, by) => {
      const column = payment === 'initial' ? 'initialPaymentStatus' : 'finalPaymentStatus';
      if (row[column] === status) return null;
      if (payment === 'final' && status === 'paid' && row.deliveryCharge === null)
        throw conflict(PREORDER_MESSAGES.finalPaidBeforeCharge);
      const paidAt = payment === 'initial' ? 'initialPaidAt' : 'finalPaidAt';
      await tx
        .update(preorders)
        .set({ [column]: status, [paidAt]: status === 'paid' ? new Date() : null })
        .where(eq(preorders.id, row.id));
      // Only the change to paid is news to the shopper (an unchanged status returned above).
      if (status === 'paid' && mailable(row)) {
        const { finalPayment } = preorderAmounts(row.originalAmount, row.deliveryCharge);
        const amount = payment === 'initial' ? row.initialAmount : finalPayment!;
        await outbox.queue(tx, preorderPaymentReceivedMail(row, payment, amount, linkBaseUrl));
      }
      // No work starts before a deposit: its confirmation opens the workshop's cards (issue 30).
      if (payment === 'initial' && status === 'paid') await production.depositPaid(tx, row, by);
      return { note: `${PAYMENT_WORD[payment]} payment marked ${STATUS_WORD[status]}` };
    });
  }

  /** Staff: the delivery charge fixes the final payment (D13) and the shopper is mailed what to pay and how. */
  async function setDeliveryCharges(actor: Actor, id: string, { amount, notes }: DeliveryChargesPayload) {
    const payment = await paymentAccounts();
    return change(actor, id, async (tx, row) => {
      if (row.status === 'cancelled') throw conflict(PREORDER_MESSAGES.cancelled);
      if (row.finalPaymentStatus === 'paid') throw conflict(PREORDER_MESSAGES.deliveryChargeLocked);
      const cleanNotes = notes || null;
      if (row.deliveryCharge === amount && row.deliveryChargeNotes === cleanNotes) return null;
      await tx
        .update(preorders)
        .set({ deliveryCharge: amount, deliveryChargeNotes: cleanNotes, deliverySetAt: new Date() })
        .where(eq(preorders.id, row.id));
      const finalPayment = preorderAmounts(row.originalAmount, amount).finalPayment!;
      await proofChecks.dueChanged(tx, row.id, 'final', finalPayment);
      if (mailable(row))
        await outbox.queue(
          tx,
          deliveryChargeMail(row, { deliveryCharge: amount, finalPayment }, cleanNotes, payment, linkBaseUrl),
        );
      return {
        note: `Delivery charge ${row.deliveryCharge === null ? 'set' : 'changed'} to ${formatPkr(amount)}: final payment ${formatPkr(finalPayment)}`,
      };
    });
  }

  /** Staff: the promised dates (brought forward or moved) and the actual ones (null clears one). */
  function updateTimeline(actor: Actor, id: string, payload: PreorderTimelinePayload) {
    return change(actor, id, async (tx, row) => {
      const est = payload.estimatedTimeline ?? {};
      const actual = payload.timeline ?? {};
      const day = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : pakistanDay(d));
      const set = {
        ...(est.productionStart && { estProductionStart: pakistanDay(est.productionStart) }),
        ...(est.productionEnd && { estProductionEnd: pakistanDay(est.productionEnd) }),
        ...(est.readyForDelivery && { estReadyForDelivery: pakistanDay(est.readyForDelivery) }),
        ...(est.estimatedDelivery && { estDelivery: pakistanDay(est.estimatedDelivery) }),
        ...(actual.productionStart !== undefined && { productionStartedAt: day(actual.productionStart) }),
        ...(actual.readyForDelivery !== undefined && { readyForDeliveryAt: day(actual.readyForDelivery) }),
        ...(actual.estimatedDelivery !== undefined && { deliveryExpectedAt: day(actual.estimatedDelivery) }),
      };
      if (Object.keys(set).length === 0) return null;
      await tx.update(preorders).set(set).where(eq(preorders.id, row.id));
      return { note: 'Timeline updated' };
    });
  }

  /** Staff: the diary's production and delivery notes (the shopper sees them) and the staff-only general note (D14).
   *  The history names which changed, never the text: the general note stays among staff. */
  function updateNotes(actor: Actor, id: string, notes: AdminNotesPayload) {
    return change(actor, id, async (tx, row) => {
      const changed = (
        [
          ['production', 'productionNotes'],
          ['delivery', 'deliveryNotes'],
          ['general', 'generalNotes'],
        ] as const
      ).filter(([key, column]) => notes[key] !== undefined && notes[key] !== row[column]);
      if (changed.length === 0) return null;
      await tx
        .update(preorders)
        .set({
          ...Object.fromEntries(changed.map(([key, column]) => [column, notes[key]])),
          notesUpdatedAt: new Date(),
        })
        .where(eq(preorders.id, row.id));
      return { note: `Notes updated (${changed.map(([key]) => key).join(', ')})` };
    });
  }

  return { updateStatus, cancel, updatePaymentStatus, setDeliveryCharges, updateTimeline, updateNotes };
}

export type PreordersService = ReturnType<typeof createPreordersService>;
