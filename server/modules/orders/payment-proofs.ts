// Payment proofs (issue 11): a screenshot can be attached only by the session that uploaded it (the account, or the
// guest browser's upload token); a guest order's proof can be replaced only from the browser that placed it; once staff
// mark the payment paid or failed, shoppers can no longer change it. A replacement keeps the previous file, recorded
// in the order's history with who and when, so staff always see what was sent.
import { asc, eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { roleCan } from '../../../domain/permissions.ts';
import type { Database } from '../../db/client.ts';
import { orderReplacedScreenshots, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordedActor, type AccountDirectory, type Actor, type RecordedActor } from '../accounts/index.ts';
import { uploadTokenHash, type ProofViewer, type StoredUpload, type UploadsService } from '../media/index.ts';
import { lockedOrderRow, orderRowByAnyId } from './order-rows.ts';
import type { OrderRow } from './orders.views.ts';
import type { ProofChecks } from '../proof-checks/index.ts';

/** Whoever is attaching a file: an account, or a guest's browser by the hash of its upload token. */
export interface ProofCaller {
  userId: string | null;
  guestTokenHash: string | null;
}

export const proofCaller = (actor: Actor | null, guestToken: string | undefined): ProofCaller => ({
  userId: actor?.id ?? null,
  guestTokenHash: !actor && guestToken ? uploadTokenHash(guestToken) : null,
});

/** Who is looking at a tracking view (D21): the signed-in account and this browser's upload token, either of which may
 *  have sent the screenshot (a guest who later signs in keeps the browser's token). */
export const proofViewer = (actor: Actor | null, guestToken: string | undefined): ProofViewer => ({
  userId: actor?.id ?? null,
  guestTokenHash: guestToken ? uploadTokenHash(guestToken) : null,
});

/** A payment screenshot uploaded in this caller's own session: by the same account, or by a guest with the same token. */
export function uploadedBy(upload: StoredUpload | undefined, caller: ProofCaller): upload is StoredUpload {
  if (!upload || upload.bucket !== 'payment-screenshots') return false;
  if (caller.userId) return upload.ownerId === caller.userId;
  return upload.ownerId === null && upload.guestTokenHash !== null && upload.guestTokenHash === caller.guestTokenHash;
}

/** The stored screenshot behind a fileUrl; a storage that is slow or down answers 503 with `uncheckable` (nothing was
 *  placed, the shopper retries). */
export async function checkedScreenshot(
  uploads: Pick<UploadsService, 'storedUpload'>,
  fileUrl: string,
  uncheckable: string,
): Promise<StoredUpload | undefined> {
  try {
    return await uploads.storedUpload(fileUrl);
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    throw new AppError(503, uncheckable);
  }
}

/** Whether a shopper (not staff) may still change the proof, and if not, what to tell them. */
function frozenBecause(order: OrderRow): string | undefined {
  if (order.paymentStatus === 'paid') return ORDER_MESSAGES.screenshotFrozenPaid;
  if (order.paymentStatus === 'failed') return ORDER_MESSAGES.screenshotFrozenFailed;
  return undefined;
}

export interface PaymentProofDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'nameOf'>;
  uploads: Pick<UploadsService, 'storedUpload' | 'markAttached' | 'viewUrl'>;
  /** Payment screenshots are queued for their check in the transaction that attaches them (issue 20). */
  proofChecks: Pick<ProofChecks, 'queue' | 'wake'>;
}

export function createPaymentProofs({ db, accounts, uploads, proofChecks }: PaymentProofDeps) {
  /**
   * PUT /orders/{id}/screenshot. Staff who handle payments may always; the signed-in owner and a guest from the browser
   * that placed the order may while the payment is pending. A guest order placed with no upload token (by phone,
   * through the API) is claimed by the first browser that adds a proof with its tracking ID.
   */
  async function replaceScreenshot(
    actor: Actor | null,
    id: string,
    screenshot: string,
    guestToken: string | undefined,
  ): Promise<{ screenshot: string }> {
    const row = await orderRowByAnyId(db, id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const staff = Boolean(actor && roleCan(actor.role, 'payments:update'));
    const caller = proofCaller(actor, guestToken);
    if (!staff) {
      const owner = Boolean(actor && row.userId === actor.id);
      const guestsOwnBrowser =
        !row.userId &&
        row.trackingId === id &&
        caller.guestTokenHash !== null &&
        (row.guestTokenHash ?? caller.guestTokenHash) === caller.guestTokenHash;
      if (!owner && !guestsOwnBrowser) {
        // Someone with the tracking ID but not the placing browser: told plainly, since they can see the order anyway.
        if (row.trackingId === id && !row.userId) throw forbidden(ORDER_MESSAGES.screenshotOtherBrowser);
        throw notFound(ORDER_MESSAGES.notFound);
      }
    }
    const upload = await uploads.storedUpload(screenshot);
    if (!uploadedBy(upload, caller)) throw badRequest(ORDER_MESSAGES.screenshotNotFound);

    await db.transaction(async (tx) => {
      const order = await lockedOrderRow(tx, row.id);
      const frozen = frozenBecause(order);
      if (frozen && !staff) throw conflict(frozen);
      if (order.screenshotId === upload.id) return;
      const by: RecordedActor = staff
        ? await recordedActor(accounts, tx, actor!)
        : { id: actor?.id ?? null, name: actor ? 'Customer' : 'Guest' };
      if (order.screenshotId)
        await tx
          .insert(orderReplacedScreenshots)
          .values({ orderId: order.id, uploadId: order.screenshotId, replacedBy: by.name });
      await tx
        .update(orders)
        .set({
          screenshotId: upload.id,
          guestTokenHash: order.guestTokenHash ?? caller.guestTokenHash,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      await uploads.markAttached(tx, upload.id);
      await proofChecks.queue(tx, upload.id, { orderId: order.id });
      const note = ORDER_MESSAGES.screenshotChanged(staff ? 'staff' : 'shopper', Boolean(order.screenshotId));
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: order.status, note, actorId: by.id, actorName: by.name });
    });
    proofChecks.wake();
    return { screenshot: uploads.viewUrl(upload.id) };
  }

  /** The screenshots each order had before its current one, oldest first, with signed links for staff and the owner. */
  async function replacedScreenshots(
    orderIds: string[],
  ): Promise<Map<string, { url: string; replacedAt: string; replacedBy: string }[]>> {
    const byOrder = new Map<string, { url: string; replacedAt: string; replacedBy: string }[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderReplacedScreenshots)
      .where(inArray(orderReplacedScreenshots.orderId, orderIds))
      .orderBy(asc(orderReplacedScreenshots.replacedAt));
    for (const r of rows)
      byOrder.set(r.orderId, [
        ...(byOrder.get(r.orderId) ?? []),
        { url: uploads.viewUrl(r.uploadId), replacedAt: r.replacedAt.toISOString(), replacedBy: r.replacedBy },
      ]);
    return byOrder;
  }

  return { replaceScreenshot, replacedScreenshots };
}

export type PaymentProofs = ReturnType<typeof createPaymentProofs>;
