// Reading orders: who may see them (owner and staff in full, a tracking ID masked), the shopper's own list, and the
// staff list with its filters and search; the full view carries items, history, owner, assignee and earlier proofs.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentStatus } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { roleCan } from '../../../domain/permissions.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { flaggedOrders, orderProofFlagged } from '../proof-checks/index.ts';
import type { AccountDirectory, Actor } from '../accounts/index.ts';
import type { ArtisanDirectory } from '../workshop/index.ts';
import type { PackingTaskView } from '../../../domain/schemas/workshop.ts';
import { proofSenders, sentBy, type UploadsService } from '../media/index.ts';
import { findOrderRow, orderRowByAnyId } from './order-rows.ts';
import type { OrderView, TrackingView } from '../../../domain/schemas/order-views.ts';
import { toOrderView, toTrackingView, type OrderRow, type Placement } from './orders.views.ts';
import { proofViewer, type PaymentProofs } from './payment-proofs.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { TRACKING_ID_PATTERN, normaliseTrackingId } from '../../../domain/references.ts';

export interface OrderReadsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'namesByIds'>;
  /** The assigned workers' names (issue 30). */
  artisans: Pick<ArtisanDirectory, 'namesByIds'>;
  uploads: Pick<UploadsService, 'viewUrl'>;
  /** Each order's earlier payment screenshots (payment-proofs.ts), for the full view. */
  replacedScreenshots: PaymentProofs['replacedScreenshots'];
}

export const itemColumns = {
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  prodId: orderItems.prodId,
  name: orderItems.name,
  imageId: orderItems.imageId,
  size: orderItems.size,
  color: orderItems.color,
  quantity: orderItems.quantity,
  price: orderItems.price,
};

/** Staff search (SPEC §2 Orders tab): a tracking ID however it is typed (lower case, spaces, without HC), a phone
 *  number with or without spaces or the +92/0 prefix, or part of a name or email. */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const conditions = [
    ilike(orders.trackingId, pattern),
    eq(orders.trackingId, normaliseTrackingId(search)),
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
  ];
  const digits = search.replace(/\D/g, '').replace(/^(92|0)/, '');
  if (digits.length >= 4 && /^[\d\s+()-]+$/.test(search.trim()))
    conditions.push(sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  else conditions.push(ilike(orders.customerPhone, pattern));
  return or(...conditions)!;
}

export function createOrderReads({ db, accounts, artisans, uploads, replacedScreenshots }: OrderReadsDeps) {
  /** Orders' lines, listed by name. */
  const itemsOf = (ids: string[]) =>
    db.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.name));
  const screenshotOf = (o: OrderRow) => (o.screenshotId ? uploads.viewUrl(o.screenshotId) : null);

  async function rowsFor(list: OrderRow[]) {
    const ids = list.map((o) => o.id);
    if (ids.length === 0) return { items: new Map(), history: new Map(), owners: new Map(), workers: new Map() };
    const [items, history, owners, workers] = await Promise.all([
      itemsOf(ids),
      db
        .select({
          orderId: orderStatusHistory.orderId,
          status: orderStatusHistory.status,
          note: orderStatusHistory.note,
          actorName: orderStatusHistory.actorName,
          createdAt: orderStatusHistory.createdAt,
        })
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.createdAt)),
      accounts.namesByIds(list.flatMap((o) => (o.userId ? [o.userId] : []))),
      artisans.namesByIds(list.flatMap((o) => (o.assignedArtisanId ? [o.assignedArtisanId] : []))),
    ]);
    const group = <T extends { orderId: string }>(rows: T[]) => {
      const map = new Map<string, T[]>();
      for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
      return map;
    };
    return { items: group(items), history: group(history), owners, workers };
  }

  async function views(list: OrderRow[]): Promise<OrderView[]> {
    const [{ items, history, owners, workers }, replaced] = await Promise.all([
      rowsFor(list),
      replacedScreenshots(list.map((o) => o.id)),
    ]);
    return list.map((o) =>
      toOrderView(
        o,
        items.get(o.id) ?? [],
        history.get(o.id) ?? [],
        screenshotOf(o),
        o.userId ? (owners.get(o.userId) ?? null) : null,
        o.assignedArtisanId ? (workers.get(o.assignedArtisanId) ?? null) : null,
        replaced.get(o.id),
      ),
    );
  }

  const findRow = (where: SQL) => findOrderRow(db, where);
  const rowByAnyId = (id: string) => orderRowByAnyId(db, id);

  const mayManage = (actor: Actor | null, order: OrderRow) =>
    Boolean(actor && (roleCan(actor.role, 'orders:read') || order.userId === actor.id));

  /** GET /orders/{id}: staff and the signed-in owner; anyone else is told it does not exist. */
  async function orderFor(actor: Actor, id: string): Promise<OrderView> {
    const row = await rowByAnyId(id);
    if (!row || !mayManage(actor, row)) throw notFound(ORDER_MESSAGES.notFound);
    return (await views([row]))[0]!;
  }

  /** The confirmation page's order: in full to its owner and staff, masked to a tracking-ID holder, who sees the
   *  payment screenshot itself only from the browser (upload token) or account that sent it (D21); anyone else is
   *  told when it was received, with no link to it or its file. */
  async function track(
    trackingId: string,
    actor: Actor | null,
    guestToken?: string,
  ): Promise<TrackingView | OrderView> {
    const row = TRACKING_ID_PATTERN.test(trackingId) ? await findRow(eq(orders.trackingId, trackingId)) : undefined;
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (mayManage(actor, row)) return (await views([row]))[0]!;
    const [{ items, history }, senders] = await Promise.all([
      rowsFor([row]),
      proofSenders(db, row.screenshotId ? [row.screenshotId] : []),
    ]);
    const sender = row.screenshotId ? senders.get(row.screenshotId) : undefined;
    const screenshot = {
      url: sentBy(sender, proofViewer(actor, guestToken)) ? screenshotOf(row) : null,
      receivedAt: sender ? sender.receivedAt.toISOString() : null,
    };
    return toTrackingView(row, items.get(row.id) ?? [], history.get(row.id) ?? [], screenshot);
  }

  async function ownOrders(actor: Actor): Promise<OrderView[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, actor.id))
      .orderBy(desc(orders.createdAt))
      .limit(100);
    return views(rows);
  }

  async function list(
    query: {
      status?: OrderStatus;
      paymentStatus?: PaymentStatus;
      from?: string;
      to?: string;
      search?: string;
      proofCheck?: 'flagged';
      refund?: 'due' | 'refunded';
      assigneeId?: string;
      page: number;
      limit: number;
    },
    checksPayments: boolean,
  ) {
    // The proof checks are for staff who confirm payments, and so is filtering by them.
    if (query.proofCheck && !checksPayments) throw forbidden();
    const filters: SQL[] = [];
    if (query.proofCheck) filters.push(orderProofFlagged);
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.assigneeId) filters.push(eq(orders.assignedArtisanId, query.assigneeId));
    if (query.paymentStatus) filters.push(eq(orders.paymentStatus, query.paymentStatus));
    // 'due' as orders_refund_due_idx's predicate, so the planner reads that small index.
    if (query.refund === 'due') filters.push(and(isNotNull(orders.refundDueAt), isNull(orders.refundedAt))!);
    if (query.refund === 'refunded') filters.push(isNotNull(orders.refundedAt));
    if (query.from) filters.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00+05:00`)));
    if (query.to)
      filters.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00+05:00`).getTime() + 86_400_000)));
    if (query.search) filters.push(searchCondition(query.search));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    const n = total?.n ?? 0;
    const flagged = checksPayments
      ? await flaggedOrders(
          db,
          rows.map((o) => o.id),
        )
      : [];
    return {
      orders: await views(rows),
      proofFlagged: flagged,
      total: n,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(n / query.limit)),
    };
  }

  /** The full view of one order by id, answering the change just made to it. */
  async function viewById(id: string): Promise<OrderView> {
    const row = await findRow(eq(orders.id, id));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return (await views([row]))[0]!;
  }

  /** The placement answer. A new order's view is built from the rows its placement wrote: only its lines are read back
   *  (to list them by name, in the database's order, as every view does) with its owner's name; a new order has no
   *  earlier screenshots and no assignee. Three statements fewer than reading it back (issue 18). */
  async function placedView(placed: Placement): Promise<OrderView> {
    if (placed.replayed) return viewById(placed.orderId);
    const { order, items, history } = placed.written;
    const owners = await accounts.namesByIds(order.userId ? [order.userId] : []);
    const owner = order.userId ? (owners.get(order.userId) ?? null) : null;
    return toOrderView(order, items, history, screenshotOf(order), owner, null);
  }

  /** The open orders an artisan is the assigned worker of, oldest first, as My work shows them: the pieces, never the
   *  customer (issue 30). */
  async function assignedWork(artisanId: string): Promise<PackingTaskView[]> {
    const rows = await db
      .select({
        id: orders.id,
        trackingId: orders.trackingId,
        status: orders.status,
        itemCount: orders.itemCount,
        assignedAt: orders.assignedArtisanAt,
      })
      .from(orders)
      .where(and(eq(orders.assignedArtisanId, artisanId), inArray(orders.status, ['pending', 'processing'])))
      .orderBy(asc(orders.createdAt))
      .limit(100);
    const items = rows.length ? await itemsOf(rows.map((r) => r.id)) : [];
    return rows.map((r) => ({
      kind: 'order' as const,
      reference: r.trackingId,
      status: ORDER_STATUS_LABELS[r.status],
      itemCount: r.itemCount,
      items: items
        .filter((i) => i.orderId === r.id)
        .map((i) => ({ name: i.name, size: i.size, color: i.color, quantity: i.quantity })),
      assignedAt: r.assignedAt?.toISOString() ?? null,
    }));
  }

  return { orderFor, track, ownOrders, list, viewById, placedView, rowByAnyId, mayManage, assignedWork };
}
