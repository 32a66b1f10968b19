// Placing an order (DECISIONS X7, X8): priced by the server from the live catalog (order-quote.ts), the screenshot
// checked, and the order, its lines, its history, its stock, its payment deadline and its confirmation mail written in
// one transaction; an Idempotency-Key makes a retry or a double click answer the same order. Shoppers at checkout and staff entering an order taken by
// phone or WhatsApp go through the same code.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type PaymentStatus } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import type { DeliveryRates } from '../../../domain/schemas/settings.ts';
import type { PlaceOrderPayload, StaffOrderPayload } from '../../../domain/schemas/orders.ts';
import type { OrderSettingsPayload } from '../../../domain/schemas/settings.ts';
import type { PaymentSettingsView } from '../../../domain/schemas/settings-views.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import type { Invalidate } from '../../lib/cache-tags.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AccountDirectory, Actor } from '../accounts/index.ts';
import { takeStock, type CatalogService } from '../catalog/index.ts';
import type { UploadsService } from '../media/index.ts';
import type { OutboxService } from '../notifications/index.ts';
import { checkedScreenshot, proofCaller, uploadedBy, type ProofCaller } from './payment-proofs.ts';
import { newTrackingId, placementContact } from './placement-contact.ts';
import { confirmationMail } from './order-mail.ts';
import { createOrderQuote, type LineRequest } from './order-quote.ts';
import type { Placement } from './orders.views.ts';
import type { PlacementChannel } from '../../lib/metrics.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { ProofChecks } from '../proof-checks/index.ts';

export type { PricedLine, Quote } from './order-quote.ts';

/** One placement, whoever asked for it. */
interface PlacementRequest {
  /** Whose account the order belongs to (null: a guest, or a customer whose order staff entered). */
  owner: Actor | null;
  /** The staff member who entered it for the customer. */
  enteredBy: Actor | null;
  contact: { name: string; email: string; phoneNumber: string };
  items: LineRequest[];
  shippingAddress: PlaceOrderPayload['shippingAddress'];
  method: PlaceOrderPayload['paymentDetails']['method'];
  screenshot: string | undefined;
  paymentStatus: PaymentStatus;
  /** Who may replay this placement, and the request's hash (a key reused for a different order is refused). */
  scope: string;
  requestHash: string;
  idempotencyKey: string | undefined;
  /** Whose session is placing it, for the screenshot check (payment-proofs.ts). */
  caller: ProofCaller;
}

export interface PlaceOrderDeps {
  db: Database;
  /** The signed-in shopper's contact details and the name of staff entering an order. */
  accounts: Pick<AccountDirectory, 'contactOf' | 'nameOf'>;
  catalog: Pick<CatalogService, 'productsByProdIds'>;
  deliveryRates: () => Promise<DeliveryRates>;
  /** How long the new order waits for its payment (Shop settings). */
  orderRules: () => Promise<OrderSettingsPayload>;
  uploads: Pick<UploadsService, 'storedUpload' | 'attachStatement'>;
  outbox: Pick<OutboxService, 'queueStatement' | 'wake'>;
  /** Payment screenshots are queued for their check in the transaction that attaches them (issue 20). */
  proofChecks: Pick<ProofChecks, 'queueStatement' | 'wake'>;
  /** Told which products' stock moved, once the order is committed, so their pages show it. */
  invalidate: Invalidate;
  linkBaseUrl: string;
  /** The shop's accounts, for the confirmation's how-to-pay. */
  paymentAccounts: () => Promise<PaymentSettingsView>;
  /** Told of each new order once it is committed (the metrics' count); a replayed placement is not new. */
  placed?: (channel: PlacementChannel) => void;
}

export function createOrderPlacement(deps: PlaceOrderDeps) {
  const { db } = deps;

  const quote = createOrderQuote(deps);

  async function existingFor(scope: string, key: string) {
    const [row] = await db
      .select({ id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)));
    return row;
  }

  /** Checkout (signed in or guest): answers the order's id and whether it was an earlier placement replayed. */
  /** `guestToken`: a guest browser's upload token (the screenshot must have been uploaded with it, and it alone may
   *  replace the screenshot later). */
  async function placeOrder(
    actor: Actor | null,
    payload: PlaceOrderPayload,
    idempotencyKey: string | undefined,
    guestToken?: string,
  ): Promise<Placement> {
    const { method, screenshot } = payload.paymentDetails;
    if (method === 'card') throw badRequest(ORDER_MESSAGES.cardComingSoon);
    const contact = await placementContact(deps.accounts, actor, payload.guestInfo);
    return place({
      owner: actor,
      enteredBy: null,
      contact,
      items: payload.items,
      shippingAddress: payload.shippingAddress,
      method,
      screenshot,
      paymentStatus: 'pending',
      // A key is never replayed across people (security I5): it is scoped to the account, or to the guest's email.
      scope: actor ? `user:${actor.id}` : `guest:${contact.email.toLowerCase()}`,
      requestHash: sha256Hex(JSON.stringify(payload)),
      idempotencyKey,
      caller: proofCaller(actor, guestToken),
    });
  }

  /** An order staff took by phone or WhatsApp: the customer's details as given, stock and prices as at checkout; the
   *  history records who entered it. The order belongs to no account, like a guest's. */
  async function placeStaffOrder(
    staff: Actor,
    payload: StaffOrderPayload,
    idempotencyKey: string | undefined,
  ): Promise<Placement> {
    return place({
      owner: null,
      enteredBy: staff,
      // An order taken by phone may come without an email address: stored empty, and nothing is mailed (issue 17).
      contact: { ...payload.customer, email: payload.customer.email ?? '' },
      items: payload.items,
      shippingAddress: payload.shippingAddress,
      method: payload.paymentMethod,
      screenshot: payload.screenshot,
      paymentStatus: payload.paymentStatus ?? 'pending',
      scope: `staff:${staff.id}`,
      requestHash: sha256Hex(JSON.stringify(payload)),
      idempotencyKey,
      // The screenshot a customer sent by WhatsApp is uploaded by the staff member entering the order.
      caller: proofCaller(staff, undefined),
    });
  }

  /**
   * A placement is tried as new first: with an Idempotency-Key, the key's unique index is the check, so a new order
   * (nearly every one) needs no look-up before it (issue 18). An earlier order under the key is looked for only when the
   * attempt fails, whatever failed first: the key's insert (a second click racing in, or a retry), or a price, stock or
   * screenshot check that a retry of an order already placed may now fail. It answers that order, or 422 for a key
   * reused with another order, as looking it up first did.
   */
  async function place(request: PlacementRequest): Promise<Placement> {
    const { scope, requestHash, idempotencyKey } = request;
    try {
      return await placeNew(request);
    } catch (err) {
      const raced = uniqueViolation(err) === 'orders_idempotency_unique';
      if (!idempotencyKey || !(raced || err instanceof AppError)) throw err;
      const existing = await existingFor(scope, idempotencyKey);
      if (existing?.requestHash === requestHash) return { orderId: existing.id, replayed: true };
      if (existing || raced) throw new AppError(422, ORDER_MESSAGES.idempotencyMismatch);
      throw err;
    }
  }

  async function placeNew(request: PlacementRequest): Promise<Placement> {
    const { owner: actor, enteredBy, contact, method, screenshot, scope, requestHash, idempotencyKey } = request;
    const priced = await quote(request.items, request.shippingAddress.country);
    if (priced.priceChanges.length) throw conflict(ORDER_MESSAGES.priceChanged, { priceChanges: priced.priceChanges });
    const upload = screenshot
      ? await checkedScreenshot(deps.uploads, screenshot, ORDER_MESSAGES.screenshotUncheckable)
      : undefined;
    // Only a file uploaded in this same session: by the account placing (or the staff member entering) the order, or by
    // the guest's own browser. Someone else's upload link is never a proof here.
    if (screenshot && !uploadedBy(upload, request.caller)) throw badRequest(ORDER_MESSAGES.screenshotNotFound);
    const staffName = enteredBy ? await deps.accounts.nameOf(enteredBy.id) : undefined;
    const history = enteredBy
      ? { actorId: enteredBy.id, actorName: staffName ?? enteredBy.role, note: ORDER_MESSAGES.staffEntered }
      : { actorId: actor?.id ?? null, actorName: actor ? 'Customer' : 'Guest', note: 'Order placed' };

    const address = {
      ...request.shippingAddress,
      state: request.shippingAddress.state || request.shippingAddress.city,
    };
    const [{ unpaidOrderHours }, payment] = await Promise.all([deps.orderRules(), deps.paymentAccounts()]);
    // The order's id and tracking ID are chosen here, so its lines, history, proof and confirmation can be written in the
    // same statement as the order itself: a placement is two statements in its transaction whatever its size (issue 18),
    // its proof's check (issue 20) included.
    const orderId = crypto.randomUUID();
    const trackingId = newTrackingId();
    const mail = contact.email
      ? confirmationMail(
          {
            id: orderId,
            trackingId,
            customerName: contact.name,
            customerEmail: contact.email,
            paymentMethod: method,
            ...priced,
            items: priced.lines,
          },
          payment,
          deps.linkBaseUrl,
          // An order entered as already paid has no deadline to tell of. The mail reads the deadline to the minute; the
          // row's is the database's clock (below).
          request.paymentStatus === 'pending'
            ? { dueAt: new Date(Date.now() + unpaidOrderHours * 3_600_000), hours: unpaidOrderHours }
            : null,
        )
      : undefined;
    const placed = await db.transaction(async (tx) => {
      // Stock first: when a line is short nothing else has been written, and the rows stay locked to the commit.
      const taken = await takeStock(tx, priced.lines);
      if (!taken.ok) {
        const line = priced.lines.find((l) => l.productId === taken.productId && l.size === taken.size)!;
        throw conflict(ORDER_MESSAGES.outOfStock(line.name.replaceAll('/', ' '), taken.size, taken.available), {
          prodId: line.prodId,
          size: taken.size,
          available: taken.available,
        });
      }
      // Data-modifying CTEs run whether or not the order's insert reads them; their foreign keys are checked when the
      // whole statement ends, by which time the order exists.
      const writes = [
        tx.$with('lines').as(
          // A priced line is the item row's columns: what the shopper was quoted is what is stored.
          tx
            .insert(orderItems)
            .values(priced.lines.map((line) => ({ orderId, ...line })))
            .returning({ id: orderItems.id }),
        ),
        tx.$with('history').as(
          tx
            .insert(orderStatusHistory)
            .values({ orderId, status: 'pending', ...history })
            .returning({ id: orderStatusHistory.id }),
        ),
        ...(upload
          ? [
              tx.$with('proof').as(deps.uploads.attachStatement(tx, upload.id)),
              tx.$with('proof_check').as(deps.proofChecks.queueStatement(tx, upload.id, { orderId })),
            ]
          : []),
        ...(mail ? [tx.$with('confirmation').as(deps.outbox.queueStatement(tx, mail))] : []),
      ];
      const [order] = await tx
        .with(...writes)
        .insert(orders)
        .values({
          id: orderId,
          trackingId,
          userId: actor?.id ?? null,
          paymentMethod: method,
          paymentStatus: request.paymentStatus,
          screenshotId: upload?.id ?? null,
          guestTokenHash: actor || enteredBy ? null : request.caller.guestTokenHash,
          customerName: contact.name,
          customerEmail: contact.email.toLowerCase(),
          customerPhone: contact.phoneNumber,
          shippingAddress: address,
          itemCount: priced.itemCount,
          subtotal: priced.subtotal,
          delivery: priced.delivery,
          total: priced.total,
          idempotencyScope: idempotencyKey ? scope : null,
          idempotencyKey: idempotencyKey ?? null,
          requestHash,
          // The database's clock, like created_at: the deadline is exactly so many hours after placing.
          paymentDueAt: sql`now() + make_interval(hours => ${unpaidOrderHours})`,
        })
        // The whole row: the placement answer is built from it (order-reads.ts placedView).
        .returning();
      // The history row as written: created_at is now(), the transaction's start, as the order's is.
      const written = [
        { status: 'pending' as const, note: history.note, actorName: history.actorName, createdAt: order!.createdAt },
      ];
      // The lines as a read shows them: by name, in code-point order as the embedded database's C.UTF-8 sorts them.
      const items = priced.lines
        .map((line) => ({ orderId, ...line }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return { order: order!, items, history: written, changed: taken.changed };
    });
    deps.invalidate(placed.changed);
    deps.placed?.(enteredBy ? 'staff' : 'checkout');
    deps.outbox.wake();
    // Read after the answer, never before it: nothing of the check is awaited here.
    if (upload) deps.proofChecks.wake();
    return {
      orderId: placed.order.id,
      replayed: false,
      written: { order: placed.order, items: placed.items, history: placed.history },
    };
  }

  return { quote, placeOrder, placeStaffOrder };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
