// Reading proof checks for staff (issue 20): an order's current screenshot's check, a preorder's checks, which orders
// and preorders of a list page need a closer look, and the lists' filter for them (along partial indexes that hold only
// the flagged few).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { proofFlagWords } from '../../../domain/proof-checks.ts';
import type { ProofCheckView, ProofMatchView } from '../../../domain/schemas/proof-check-views.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { proofCheckMatches, proofChecks } from '../../db/schema/proof-checks.ts';
import { fileUrlOf } from '../media/index.ts';

type CheckRow = typeof proofChecks.$inferSelect;

/** An order whose current screenshot's check is flagged (a replaced screenshot no longer counts). */
export const orderProofFlagged: SQL = sql`exists (select 1 from ${proofChecks} where ${proofChecks.uploadId} =
  ${orders.screenshotId} and ${proofChecks.orderId} = ${orders.id} and ${proofChecks.flagged})`;

/** A preorder any of whose payment screenshots' checks is flagged. */
export const preorderProofFlagged: SQL = sql`exists (select 1 from ${proofChecks} where ${proofChecks.preorderId} =
  ${preorders.id} and ${proofChecks.flagged})`;

/** Which of a list page's orders need a closer look: one statement for the page. */
export async function flaggedOrders(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), orderProofFlagged));
  return rows.map((row) => row.id);
}

/** Which of a list page's preorders need a closer look: one statement for the page. */
export async function flaggedPreorders(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(inArray(preorders.id, ids), preorderProofFlagged));
  return rows.map((row) => row.id);
}

export function createProofCheckViews({ db }: { db: Database }) {
  /** The other proofs each check shares a picture or transaction ID with, with their references. */
  async function matchesOf(checkIds: string[]): Promise<Map<string, ProofMatchView[]>> {
    const byCheck = new Map<string, ProofMatchView[]>();
    if (checkIds.length === 0) return byCheck;
    const rows = await db
      .select({
        checkId: proofCheckMatches.checkId,
        kind: proofCheckMatches.kind,
        orderId: orders.id,
        trackingId: orders.trackingId,
        preorderId: preorders.id,
        preorderRef: preorders.preorderId,
      })
      .from(proofCheckMatches)
      .innerJoin(proofChecks, eq(proofChecks.id, proofCheckMatches.otherCheckId))
      .leftJoin(orders, eq(orders.id, proofChecks.orderId))
      .leftJoin(preorders, eq(preorders.id, proofChecks.preorderId))
      .where(inArray(proofCheckMatches.checkId, checkIds))
      .orderBy(asc(proofCheckMatches.foundAt));
    for (const r of rows) {
      const match: ProofMatchView = r.orderId
        ? { kind: r.kind, record: 'order', id: r.orderId, reference: r.trackingId! }
        : { kind: r.kind, record: 'preorder', id: r.preorderId!, reference: r.preorderRef! };
      const list = byCheck.get(r.checkId) ?? [];
      // One line per other record and kind: two screenshots of the same other preorder are one link.
      if (!list.some((m) => m.kind === match.kind && m.id === match.id)) list.push(match);
      byCheck.set(r.checkId, list);
    }
    return byCheck;
  }

  function view(check: CheckRow, matches: ProofMatchView[]): ProofCheckView {
    const finding = check.amountFinding;
    return {
      status: check.status,
      file: fileUrlOf(check.uploadId),
      payment: check.payment,
      checkedAt: check.checkedAt?.toISOString() ?? null,
      amount: { read: check.amount, due: check.amountDue, finding },
      transactionId: check.transactionId,
      paidAt: check.paidAt,
      olderThanOrder: check.olderThanOrder,
      account: { digits: check.accountDigits, finding: check.accountFinding },
      matches,
      flagged: check.flagged,
      flags: check.flagged
        ? proofFlagWords({
            amount: finding ?? 'unknown',
            amountRead: check.amount,
            amountDue: check.amountDue,
            account: check.accountFinding ?? 'not-visible',
            olderThanOrder: check.olderThanOrder,
            matches,
          })
        : [],
      confidence: check.confidence,
      text: check.text,
    };
  }

  async function views(rows: CheckRow[]): Promise<ProofCheckView[]> {
    const matches = await matchesOf(rows.map((r) => r.id));
    return rows.map((r) => view(r, matches.get(r.id) ?? []));
  }

  /** The check of the order's current screenshot; null when it has none (or the order does not exist). */
  async function forOrder(orderId: string): Promise<ProofCheckView | null> {
    const rows = await db
      .select({ check: proofChecks })
      .from(orders)
      .innerJoin(proofChecks, and(eq(proofChecks.uploadId, orders.screenshotId), eq(proofChecks.orderId, orders.id)))
      .where(eq(orders.id, orderId));
    return (await views(rows.map((r) => r.check)))[0] ?? null;
  }

  /** Every screenshot's check of both payments, oldest first. */
  async function forPreorder(preorderId: string): Promise<ProofCheckView[]> {
    const rows = await db
      .select()
      .from(proofChecks)
      .where(eq(proofChecks.preorderId, preorderId))
      .orderBy(asc(proofChecks.createdAt));
    return views(rows);
  }

  return { forOrder, forPreorder };
}

export type ProofCheckViews = ReturnType<typeof createProofCheckViews>;
