// Reading preorders: who may see them (owner and staff in full, the preorder ID masked), the shopper's own list, and
// the staff list with its filters and search; each view carries lines, history, both payments' screenshots and the
// progress photos, with short-lived signed links (X5, D14).
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { roleCan } from '../../../domain/permissions.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderListQuery } from '../../../domain/schemas/preorders.ts';
import type { PreorderPageView, PreorderTrackingView, PreorderView } from '../../../domain/schemas/preorder-views.ts';
import type { Database } from '../../db/client.ts';
import {
  preorderHistory,
  preorderItems,
  preorderProgressImages,
  preorders,
  preorderScreenshots,
} from '../../db/schema/preorders.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { flaggedPreorders, preorderProofFlagged } from '../proof-checks/index.ts';
import type { AccountDirectory, Actor } from '../accounts/index.ts';
import { proofSenders, sentBy, type ProofViewer, type UploadsService } from '../media/index.ts';
import { proofViewer } from '../orders/index.ts';
import type { ArtisanDirectory } from '../workshop/index.ts';
import { PREORDER_STATUS_LABELS } from '../../../domain/preorders.ts';
import type { PackingTaskView } from '../../../domain/schemas/workshop.ts';
import { findPreorderRow, preorderItemRows, preorderRowByAnyId, type PreorderRow } from './preorder-rows.ts';
import { toPreorderTrackingView, toPreorderView, type PreorderParts } from './preorders.views.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { PREORDER_ID_PATTERN, normalisePreorderId } from '../../../domain/references.ts';

export interface PreorderReadsDeps {
  db: Database;
  accounts: Pick<AccountDirectory, 'namesByIds'>;
  /** The assigned workers' names (issue 30). */
  artisans: Pick<ArtisanDirectory, 'namesByIds'>;
  uploads: Pick<UploadsService, 'viewUrl'>;
}

/** Staff search: a preorder ID however it is typed, a phone number with or without spaces or +92/0, part of a name or
 *  an email (like the Orders tab). */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const conditions = [
    ilike(preorders.preorderId, pattern),
    eq(preorders.preorderId, normalisePreorderId(search)),
    ilike(preorders.customerName, pattern),
    ilike(preorders.customerEmail, pattern),
  ];
  const digits = search.replace(/\D/g, '').replace(/^(92|0)/, '');
  if (digits.length >= 4 && /^[\d\s+()-]+$/.test(search.trim()))
    conditions.push(sql`regexp_replace(${preorders.customerPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  else conditions.push(ilike(preorders.customerPhone, pattern));
  return or(...conditions)!;
}

const group = <T extends { preorderId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.preorderId, [...(map.get(r.preorderId) ?? []), r]);
  return map;
};

export function createPreorderReads({ db, accounts, artisans, uploads }: PreorderReadsDeps) {
  /** Everything the views of these preorders need, in five queries whatever their number. The payment screenshots'
   *  links go to `viewer` only for the ones it sent (D21); 'full' is the owner's and staff's view, with every link. */
  async function partsFor(list: PreorderRow[], viewer: ProofViewer | 'full') {
    const ids = list.map((p) => p.id);
    if (ids.length === 0) return { parts: emptyParts, owners: new Map<string, { name: string; email: string }>() };
    const [items, history, shots, images, owners, workers] = await Promise.all([
      preorderItemRows(db, inArray(preorderItems.preorderId, ids)),
      db
        .select()
        .from(preorderHistory)
        .where(inArray(preorderHistory.preorderId, ids))
        .orderBy(asc(preorderHistory.createdAt)),
      db
        .select()
        .from(preorderScreenshots)
        .where(inArray(preorderScreenshots.preorderId, ids))
        .orderBy(asc(preorderScreenshots.addedAt)),
      db
        .select()
        .from(preorderProgressImages)
        .where(inArray(preorderProgressImages.preorderId, ids))
        .orderBy(asc(preorderProgressImages.uploadedAt)),
      accounts.namesByIds(list.map((p) => p.userId).filter((u): u is string => Boolean(u))),
      artisans.namesByIds(list.flatMap((p) => (p.assignedArtisanId ? [p.assignedArtisanId] : []))),
    ]);
    const [byItems, byHistory, byShots, byImages] = [group(items), group(history), group(shots), group(images)];
    const senders =
      viewer === 'full'
        ? null
        : await proofSenders(
            db,
            shots.map((s) => s.uploadId),
          );
    const shown = (uploadId: string) => viewer === 'full' || sentBy(senders?.get(uploadId), viewer);
    const assigneeOf = new Map(list.map((p) => [p.id, p.assignedArtisanId]));
    const parts = (id: string): PreorderParts => {
      const shotsOf = (payment: 'initial' | 'final') =>
        (byShots.get(id) ?? [])
          .filter((s) => s.payment === payment)
          .map((s) => ({
            url: shown(s.uploadId) ? uploads.viewUrl(s.uploadId) : null,
            addedAt: s.addedAt.toISOString(),
            addedBy: s.addedBy,
          }));
      return {
        items: (byItems.get(id) ?? []).map(({ preorderId: _p, ...line }) => line),
        history: byHistory.get(id) ?? [],
        screenshots: { initial: shotsOf('initial'), final: shotsOf('final') },
        images: (byImages.get(id) ?? []).map((i) => ({
          _id: i.id,
          url: uploads.viewUrl(i.uploadId),
          description: i.description,
          uploadedAt: i.uploadedAt.toISOString(),
        })),
        assignee: workers.get(assigneeOf.get(id) ?? '') ?? null,
      };
    };
    return { parts, owners };
  }

  async function views(list: PreorderRow[], staff: boolean): Promise<PreorderView[]> {
    const { parts, owners } = await partsFor(list, 'full');
    return list.map((p) => toPreorderView(p, parts(p.id), p.userId ? (owners.get(p.userId) ?? null) : null, staff));
  }

  const isStaff = (actor: Actor | null) => Boolean(actor && roleCan(actor.role, 'preorders:read'));
  const mayManage = (actor: Actor | null, row: PreorderRow) =>
    Boolean(actor && (isStaff(actor) || row.userId === actor.id));

  /** GET /preorders/{id}: staff and the signed-in owner; anyone else is told it does not exist. */
  async function preorderFor(actor: Actor, id: string): Promise<PreorderView> {
    const row = await preorderRowByAnyId(db, id);
    if (!row || !mayManage(actor, row)) throw notFound(PREORDER_MESSAGES.notFound);
    return (await views([row], isStaff(actor)))[0]!;
  }

  /** By preorder ID: in full to the owner and staff, masked to anyone else holding the ID, who sees a payment
   *  screenshot's image only from the browser or account that sent it (D21). */
  async function track(
    preorderId: string,
    actor: Actor | null,
    guestToken?: string,
  ): Promise<PreorderView | PreorderTrackingView> {
    const row = PREORDER_ID_PATTERN.test(preorderId)
      ? await findPreorderRow(db, eq(preorders.preorderId, preorderId))
      : undefined;
    if (!row) throw notFound(PREORDER_MESSAGES.notFound);
    if (mayManage(actor, row)) return (await views([row], isStaff(actor)))[0]!;
    const { parts } = await partsFor([row], proofViewer(actor, guestToken));
    return toPreorderTrackingView(row, parts(row.id));
  }

  async function ownPreorders(actor: Actor): Promise<PreorderView[]> {
    const rows = await db
      .select()
      .from(preorders)
      .where(eq(preorders.userId, actor.id))
      .orderBy(desc(preorders.createdAt))
      .limit(100);
    return views(rows, false);
  }

  async function list(query: PreorderListQuery, checksPayments: boolean): Promise<PreorderPageView> {
    // The proof checks are for staff who confirm payments, and so is filtering by them.
    if (query.proofCheck && !checksPayments) throw forbidden();
    const filters: SQL[] = [];
    if (query.proofCheck) filters.push(preorderProofFlagged);
    if (query.status) filters.push(eq(preorders.status, query.status));
    if (query.assigneeId) filters.push(eq(preorders.assignedArtisanId, query.assigneeId));
    if (query.paymentStatus) filters.push(eq(preorders.initialPaymentStatus, query.paymentStatus));
    if (query.finalPaymentStatus) filters.push(eq(preorders.finalPaymentStatus, query.finalPaymentStatus));
    // Days as the shop counts them, in Pakistan.
    if (query.from) filters.push(gte(preorders.createdAt, new Date(`${query.from}T00:00:00+05:00`)));
    if (query.to)
      filters.push(lt(preorders.createdAt, new Date(new Date(`${query.to}T00:00:00+05:00`).getTime() + 86_400_000)));
    if (query.search) filters.push(searchCondition(query.search));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(preorders)
        .where(where)
        .orderBy(desc(preorders.createdAt), desc(preorders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(preorders).where(where),
    ]);
    const n = total?.n ?? 0;
    const flagged = checksPayments
      ? await flaggedPreorders(
          db,
          rows.map((p) => p.id),
        )
      : [];
    return {
      preorders: await views(rows, true),
      proofFlagged: flagged,
      total: n,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(n / query.limit)),
    };
  }

  /** The full view after a change, for staff or the owner who made it. */
  async function viewById(id: string, actor: Actor | null): Promise<PreorderView> {
    const row = await findPreorderRow(db, eq(preorders.id, id));
    if (!row) throw notFound(PREORDER_MESSAGES.notFound);
    return (await views([row], isStaff(actor)))[0]!;
  }

  /** One payment's screenshots after a change, for whoever added them: every link for the owner and staff, a guest's
   *  own screenshots only for a guest (D21). */
  async function paymentView(id: string, payment: 'initial' | 'final', viewer: ProofViewer | 'full') {
    const row = await findPreorderRow(db, eq(preorders.id, id));
    if (!row) throw notFound(PREORDER_MESSAGES.notFound);
    const { parts } = await partsFor([row], viewer);
    const view = toPreorderTrackingView(row, parts(row.id));
    return payment === 'initial' ? view.initialPayment : view.finalPayment;
  }

  /** The open preorders an artisan is the assigned worker of, oldest first, as My work shows them: the pieces, never
   *  the customer (issue 30). */
  async function assignedWork(artisanId: string): Promise<PackingTaskView[]> {
    const rows = await db
      .select({
        id: preorders.id,
        preorderId: preorders.preorderId,
        status: preorders.status,
        itemCount: preorders.itemCount,
        assignedAt: preorders.assignedArtisanAt,
      })
      .from(preorders)
      .where(
        and(
          eq(preorders.assignedArtisanId, artisanId),
          inArray(preorders.status, ['pending', 'production', 'packaging']),
        ),
      )
      .orderBy(asc(preorders.createdAt))
      .limit(100);
    const items = rows.length
      ? await preorderItemRows(
          db,
          inArray(
            preorderItems.preorderId,
            rows.map((r) => r.id),
          ),
        )
      : [];
    return rows.map((r) => ({
      kind: 'preorder' as const,
      reference: r.preorderId,
      status: PREORDER_STATUS_LABELS[r.status],
      itemCount: r.itemCount,
      items: items
        .filter((i) => i.preorderId === r.id)
        .map((i) => ({ name: i.name, size: i.size, color: i.color, quantity: i.quantity })),
      assignedAt: r.assignedAt?.toISOString() ?? null,
    }));
  }

  return { preorderFor, track, ownPreorders, list, viewById, paymentView, mayManage, isStaff, assignedWork };
}

const emptyParts = (): PreorderParts => ({
  items: [],
  history: [],
  screenshots: { initial: [], final: [] },
  images: [],
  assignee: null,
});

export type PreorderReads = ReturnType<typeof createPreorderReads>;
