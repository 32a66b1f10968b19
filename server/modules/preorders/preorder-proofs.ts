// Payment screenshots of a preorder's two payments (D13, X5): added, never replaced, so staff always see everything
// sent. Staff who handle payments may always add; the signed-in owner, and for a guest preorder the browser that placed
// it (its upload token, as for guest orders: payment-proofs.ts), while that payment is pending; the final payment only
// once its amount is known. A paid payment's screenshots are frozen.
import { and, count, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { roleCan } from '../../../domain/permissions.ts';
import { MAX_PREORDER_SCREENSHOTS_PER_PAYMENT, type PreorderPayment } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderPaymentView } from '../../../domain/schemas/preorder-views.ts';
import type { Database } from '../../db/client.ts';
import { preorders, preorderScreenshots } from '../../db/schema/preorders.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import type { StoredUpload, UploadsService } from '../media/index.ts';
import { checkedScreenshot, proofCaller, proofViewer, uploadedBy } from '../orders/index.ts';
import type { PreorderReads } from './preorder-reads.ts';
import { lockedPreorderRow, preorderRowByAnyId, recordChange } from './preorder-rows.ts';
import type { ProofChecks } from '../proof-checks/index.ts';

export interface PreorderProofDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  uploads: Pick<UploadsService, 'storedUpload' | 'markAttached'>;
  reads: Pick<PreorderReads, 'paymentView'>;
  /** Payment screenshots are queued for their check in the transaction that attaches them (issue 20). */
  proofChecks: Pick<ProofChecks, 'queue' | 'wake'>;
}

const PAYMENT_NAME: Record<PreorderPayment, string> = { initial: 'initial', final: 'final' };

export function createPreorderProofs({ db, accounts, uploads, reads, proofChecks }: PreorderProofDeps) {
  async function addScreenshots(
    actor: Actor | null,
    id: string,
    payment: PreorderPayment,
    urls: string[],
    guestToken: string | undefined,
  ): Promise<PreorderPaymentView> {
    const row = await preorderRowByAnyId(db, id);
    if (!row) throw notFound(PREORDER_MESSAGES.notFound);
    const staff = Boolean(actor && roleCan(actor.role, 'payments:update'));
    const caller = proofCaller(actor, guestToken);
    const owner = Boolean(actor && row.userId === actor.id);
    if (!staff) {
      // A guest preorder's screenshots come only from the browser that placed it, exactly as a guest order's do: a
      // preorder placed with no upload token (by phone, through the API) is claimed by the first browser that adds one.
      const guestsOwnBrowser =
        !row.userId &&
        row.preorderId === id &&
        caller.guestTokenHash !== null &&
        (row.guestTokenHash ?? caller.guestTokenHash) === caller.guestTokenHash;
      if (!owner && !guestsOwnBrowser) {
        if (row.preorderId === id && row.userId) throw forbidden(PREORDER_MESSAGES.signInToAddScreenshots);
        // Someone with the preorder ID but not the placing browser: told plainly, since they can see the preorder.
        if (row.preorderId === id) throw forbidden(ORDER_MESSAGES.screenshotOtherBrowser);
        throw notFound(PREORDER_MESSAGES.notFound);
      }
    }
    const checked: StoredUpload[] = [];
    for (const url of new Set(urls)) {
      const upload = await checkedScreenshot(uploads, url, ORDER_MESSAGES.screenshotUncheckable);
      if (!uploadedBy(upload, caller)) throw badRequest(ORDER_MESSAGES.screenshotNotFound);
      checked.push(upload);
    }

    await db.transaction(async (tx) => {
      const preorder = await lockedPreorderRow(tx, row.id);
      const status = payment === 'initial' ? preorder.initialPaymentStatus : preorder.finalPaymentStatus;
      if (!staff) {
        if (preorder.status === 'cancelled') throw conflict(PREORDER_MESSAGES.cancelled);
        if (status === 'paid') throw conflict(PREORDER_MESSAGES.screenshotFrozen(payment));
        if (payment === 'final' && preorder.deliveryCharge === null) throw conflict(PREORDER_MESSAGES.finalNotDue);
      }
      const [had] = await tx
        .select({ n: count() })
        .from(preorderScreenshots)
        .where(and(eq(preorderScreenshots.preorderId, preorder.id), eq(preorderScreenshots.payment, payment)));
      if ((had?.n ?? 0) + checked.length > MAX_PREORDER_SCREENSHOTS_PER_PAYMENT)
        throw conflict(PREORDER_MESSAGES.screenshotsFull(MAX_PREORDER_SCREENSHOTS_PER_PAYMENT));
      const by: RecordedActor = staff
        ? await recordedActor(accounts, tx, actor!)
        : { id: actor?.id ?? null, name: actor ? 'Customer' : 'Guest' };
      const added = await tx
        .insert(preorderScreenshots)
        .values(checked.map((u) => ({ preorderId: preorder.id, payment, uploadId: u.id, addedBy: by.name })))
        .onConflictDoNothing()
        .returning({ uploadId: preorderScreenshots.uploadId });
      if (added.length === 0) return;
      for (const { uploadId } of added) {
        await uploads.markAttached(tx, uploadId);
        await proofChecks.queue(tx, uploadId, { preorderId: preorder.id, payment });
      }
      await tx
        .update(preorders)
        .set({ guestTokenHash: preorder.guestTokenHash ?? caller.guestTokenHash, updatedAt: new Date() })
        .where(eq(preorders.id, preorder.id));
      const noun = added.length === 1 ? 'screenshot' : `${added.length} screenshots`;
      await recordChange(tx, preorder.id, preorder.status, `${PAYMENT_NAME[payment]} payment ${noun} added`, by);
    });
    proofChecks.wake();
    // Staff and the owner see every screenshot; a guest's browser, the ones it sent (D21).
    return reads.paymentView(row.id, payment, staff || owner ? 'full' : proofViewer(actor, guestToken));
  }

  return { addScreenshots };
}

export type PreorderProofs = ReturnType<typeof createPreorderProofs>;
