// Placing a preorder (DECISIONS X7, X8, D13): priced by the server from the live catalog in any size XS-XXL, the
// amounts the shopper was shown checked against its own, the deposit screenshots checked, and the preorder, its lines,
// its screenshots, its history and its confirmation mail written in one transaction; no stock is taken. An
// Idempotency-Key makes a retry or a double click answer the same preorder. Shoppers (signed in or guest) and staff
// entering one taken by phone or WhatsApp go through the same code.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type PaymentStatus } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { randomReference } from '../../../domain/references.ts';
import { estimatedTimeline, preorderAmounts, type PreorderPaymentMethod } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderQuoteView } from '../../../domain/schemas/preorder-views.ts';
import type { PlacePreorderPayload, StaffPreorderPayload } from '../../../domain/schemas/preorders.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { Database } from '../../db/client.ts';
import { preorderHistory, preorderItems, preorders, preorderScreenshots } from '../../db/schema/preorders.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { PlacementChannel } from '../../lib/metrics.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { AccountDirectory, Actor } from '../accounts/index.ts';
import type { StoredUpload, UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import {
  checkedScreenshot,
  placementContact,
  proofCaller,
  uploadedBy,
  type LineRequest,
  type OrderQuote,
  type ProofCaller,
} from '../orders/index.ts';
import { preorderConfirmationMail } from './preorder-mail.ts';
import type { PreorderProduction } from './preorder-production.ts';
import type { ProofChecks } from '../proof-checks/index.ts';

/** 'PO-' and 12 characters of the tracking alphabet: 60 random bits (D12). */
export const newPreorderId = (): string => randomReference('PO', crypto.randomInt);

/** Preorders ship within Pakistan (D9): the delivery of the order quote does not apply, only its prices. */
const COUNTRY = 'Pakistan';

export interface PlacePreorderDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'contactOf' | 'nameOf'>;
  quote: OrderQuote;
  uploads: Pick<UploadsService, 'storedUpload' | 'markAttached'>;
  outbox: Pick<OutboxService, 'queue' | 'wake'>;
  /** Payment screenshots are queued for their check in the transaction that attaches them (issue 20). */
  proofChecks: Pick<ProofChecks, 'queue' | 'wake'>;
  /** The shop's accounts, for the confirmation mail's 'how to pay'. */
  paymentAccounts: () => Promise<PaymentSettingsView>;
  linkBaseUrl: string;
  /** Told of each new preorder once it is committed (the metrics' count); a replayed placement is not new. */
  placed?: (channel: PlacementChannel) => void;
  /** A preorder staff enter with its deposit already paid opens its workshop cards at once (issue 30). */
  production: Pick<PreorderProduction, 'depositPaid'>;
}

interface PlacementRequest {
  owner: Actor | null;
  enteredBy: Actor | null;
  contact: { name: string; email: string; phoneNumber: string };
  items: LineRequest[];
  /** The amounts the shopper was shown; absent when staff let the server price it. */
  shown: { originalAmount: number; initialPaymentAmount: number } | null;
  shippingAddress: PlacePreorderPayload['shippingAddress'];
  method: PreorderPaymentMethod;
  screenshots: string[];
  initialPaymentStatus: PaymentStatus;
  scope: string;
  requestHash: string;
  idempotencyKey: string | undefined;
  caller: ProofCaller;
}

export function createPreorderPlacement(deps: PlacePreorderDeps) {
  const { db } = deps;

  /** POST /preorders/quote: the bag priced, the two payments (the final one before delivery), and changed prices. */
  async function quote(items: LineRequest[]): Promise<PreorderQuoteView> {
    const priced = await deps.quote(items, COUNTRY, { madeToOrder: true });
    const amounts = preorderAmounts(priced.subtotal, null);
    return {
      lines: priced.lines.map(({ productId: _productId, ...line }) => line),
      itemCount: priced.itemCount,
      originalAmount: amounts.originalAmount,
      payNow: amounts.payNow,
      balanceBeforeDelivery: amounts.originalAmount - amounts.payNow,
      priceChanges: priced.priceChanges,
    };
  }

  async function placePreorder(
    actor: Actor | null,
    payload: PlacePreorderPayload,
    idempotencyKey: string | undefined,
    guestToken?: string,
  ) {
    // Like orders: the name and phone may be another's (a gift), the mail goes to the account's own address.
    const contact = await placementContact(deps.accounts, actor, payload.guestInfo);
    return place({
      owner: actor,
      enteredBy: null,
      contact,
      items: payload.items,
      shown: { originalAmount: payload.originalAmount, initialPaymentAmount: payload.initialPaymentAmount },
      shippingAddress: payload.shippingAddress,
      method: payload.paymentDetails.method,
      screenshots: payload.paymentDetails.initialPaymentScreenshots,
      initialPaymentStatus: 'pending',
      scope: actor ? `user:${actor.id}` : `guest:${contact.email.toLowerCase()}`,
      requestHash: sha256Hex(JSON.stringify(payload)),
      idempotencyKey,
      caller: proofCaller(actor, guestToken),
    });
  }

  /** /admin/create-preorder: the customer's details as given (email optional), owned by no account. */
  async function placeStaffPreorder(staff: Actor, payload: StaffPreorderPayload, idempotencyKey: string | undefined) {
    return place({
      owner: null,
      enteredBy: staff,
      contact: { ...payload.customer, email: payload.customer.email ?? '' },
      items: payload.items,
      shown: null,
      shippingAddress: payload.shippingAddress,
      method: payload.paymentMethod,
      screenshots: payload.screenshots ?? [],
      initialPaymentStatus: payload.initialPaymentStatus ?? 'pending',
      scope: `staff:${staff.id}`,
      requestHash: sha256Hex(JSON.stringify(payload)),
      idempotencyKey,
      caller: proofCaller(staff, undefined),
    });
  }

  async function existingFor(scope: string, key: string) {
    const [row] = await db
      .select({ id: preorders.id, requestHash: preorders.requestHash })
      .from(preorders)
      .where(and(eq(preorders.idempotencyScope, scope), eq(preorders.idempotencyKey, key)));
    return row;
  }

  async function place(request: PlacementRequest): Promise<{ id: string; replayed: boolean }> {
    const { scope, requestHash, idempotencyKey, contact, enteredBy, owner } = request;
    if (idempotencyKey) {
      const existing = await existingFor(scope, idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash) throw new AppError(422, ORDER_MESSAGES.idempotencyMismatch);
        return { id: existing.id, replayed: true };
      }
    }
    const priced = await deps.quote(request.items, COUNTRY, { madeToOrder: true });
    if (priced.priceChanges.length)
      throw conflict(PREORDER_MESSAGES.priceChanged, { priceChanges: priced.priceChanges });
    const amounts = preorderAmounts(priced.subtotal, null);
    if (
      request.shown &&
      (request.shown.originalAmount !== amounts.originalAmount || request.shown.initialPaymentAmount !== amounts.payNow)
    )
      throw conflict(PREORDER_MESSAGES.amountsChanged, { priceChanges: [] });

    const uploads: StoredUpload[] = [];
    for (const url of new Set(request.screenshots)) {
      const upload = await checkedScreenshot(deps.uploads, url, PREORDER_MESSAGES.screenshotUncheckable);
      // Only files uploaded in this same session: the account placing (or staff entering) it, or the guest's browser.
      if (!uploadedBy(upload, request.caller)) throw badRequest(ORDER_MESSAGES.screenshotNotFound);
      uploads.push(upload);
    }
    const staffName = enteredBy ? await deps.accounts.nameOf(enteredBy.id) : undefined;
    const by = enteredBy
      ? { id: enteredBy.id, name: staffName ?? enteredBy.role, note: PREORDER_MESSAGES.staffEntered }
      : { id: owner?.id ?? null, name: owner ? 'Customer' : 'Guest', note: 'Preorder placed' };
    const address = {
      ...request.shippingAddress,
      state: request.shippingAddress.state || request.shippingAddress.city,
    };
    const payment = await deps.paymentAccounts();

    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const placedAt = new Date();
        const promised = estimatedTimeline(placedAt);
        const [row] = await tx
          .insert(preorders)
          .values({
            preorderId: newPreorderId(),
            userId: owner?.id ?? null,
            paymentMethod: request.method,
            guestTokenHash: owner || enteredBy ? null : request.caller.guestTokenHash,
            customerName: contact.name,
            customerEmail: contact.email.toLowerCase(),
            customerPhone: contact.phoneNumber,
            shippingAddress: address,
            itemCount: priced.itemCount,
            originalAmount: amounts.originalAmount,
            initialAmount: amounts.payNow,
            initialPaymentStatus: request.initialPaymentStatus,
            initialPaidAt: request.initialPaymentStatus === 'paid' ? placedAt : null,
            estProductionStart: promised.productionStart,
            estProductionEnd: promised.productionEnd,
            estReadyForDelivery: promised.readyForDelivery,
            estDelivery: promised.estimatedDelivery,
            idempotencyScope: idempotencyKey ? scope : null,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            createdAt: placedAt,
            updatedAt: placedAt,
          })
          .returning();
        const preorder = row!;
        await tx.insert(preorderItems).values(
          // A priced line is the item row's columns: what the shopper was quoted is what is stored.
          priced.lines.map((line) => ({ preorderId: preorder.id, ...line })),
        );
        for (const upload of uploads) {
          await tx
            .insert(preorderScreenshots)
            .values({ preorderId: preorder.id, payment: 'initial', uploadId: upload.id, addedBy: by.name });
          await deps.uploads.markAttached(tx, upload.id);
          await deps.proofChecks.queue(tx, upload.id, { preorderId: preorder.id, payment: 'initial' });
        }
        await tx
          .insert(preorderHistory)
          .values({ preorderId: preorder.id, status: 'pending', note: by.note, actorId: by.id, actorName: by.name });
        if (preorder.initialPaymentStatus === 'paid')
          await deps.production.depositPaid(tx, preorder, { id: by.id, name: by.name });
        if (preorder.customerEmail)
          await deps.outbox.queue(
            tx,
            preorderConfirmationMail(
              {
                ...preorder,
                customerName: contact.name,
                items: priced.lines,
                estimatedTimeline: promised,
              },
              payment,
              deps.linkBaseUrl,
            ),
          );
        return preorder.id;
      });
    } catch (err) {
      // The same key raced in from a second click: the first placement won, answer it.
      if (idempotencyKey && uniqueViolation(err) === 'preorders_idempotency_unique') {
        const existing = await existingFor(scope, idempotencyKey);
        if (existing && existing.requestHash === requestHash) return { id: existing.id, replayed: true };
        throw new AppError(422, ORDER_MESSAGES.idempotencyMismatch);
      }
      throw err;
    }
    deps.placed?.(enteredBy ? 'staff' : 'checkout');
    deps.outbox.wake();
    if (uploads.length > 0) deps.proofChecks.wake();
    return { id, replayed: false };
  }

  return { quote, placePreorder, placeStaffPreorder };
}

export type PreorderPlacement = ReturnType<typeof createPreorderPlacement>;
