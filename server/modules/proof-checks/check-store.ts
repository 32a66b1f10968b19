// Stores what a proof check read and what it found (issue 20): the amount against what is due, the account, the date,
// and every other order's or preorder's proof with the same picture or transaction ID, recorded on both sides and
// flagging both. One transaction at a time finds matches (an advisory lock), so two copies of one screenshot read at
// once on two instances still find each other.
import { setImmediate } from 'node:timers/promises';
import { and, eq, exists, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PreorderPayment } from '../../../domain/preorders.ts';
import { preorderAmounts } from '../../../domain/preorders.ts';
import type { AccountFinding, AmountFinding, ProofMatchKind } from '../../../domain/proof-checks.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { preorders } from '../../db/schema/preorders.ts';
import { proofCheckMatches, proofChecks } from '../../db/schema/proof-checks.ts';
import { accountFinding, amountFinding, olderThanOrder, type ShopAccounts } from './findings.ts';
import { mayMatchAnother, proofLines, sameProofLines } from './proof-hash.ts';
import type { ProofReading } from './proof-reading.ts';
import { storedProofLines } from './stored-proof-lines.ts';

/** What staff are asked to look at: an amount that is not what is due, another account, an old date, or a match. */
const needsLook = (amount: AmountFinding, account: AccountFinding | null, older: boolean, matched: boolean) =>
  amount === 'short' || amount === 'over' || account === 'mismatch' || older || matched;

export interface CheckContext {
  paymentAccounts(): Promise<ShopAccounts>;
}

type CheckRow = typeof proofChecks.$inferSelect;

/** What was due for the proof's payment and when its order or preorder was placed. */
async function dueFor(tx: Transaction, check: CheckRow): Promise<{ due: number | null; placedAt: Date }> {
  if (check.orderId) {
    const [order] = await tx
      .select({ total: orders.total, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, check.orderId));
    return { due: order!.total, placedAt: order!.createdAt };
  }
  const [preorder] = await tx
    .select({
      originalAmount: preorders.originalAmount,
      deliveryCharge: preorders.deliveryCharge,
      createdAt: preorders.createdAt,
    })
    .from(preorders)
    .where(eq(preorders.id, check.preorderId!));
  const amounts = preorderAmounts(preorder!.originalAmount, preorder!.deliveryCharge);
  return { due: check.payment === 'initial' ? amounts.payNow : amounts.finalPayment, placedAt: preorder!.createdAt };
}

/** Other proofs that are not this one's own: another order, another preorder, or the other payment of this preorder
 *  (the deposit's screenshot sent again for the final payment is reuse too). An order's replaced screenshots are its
 *  own. */
function notOwnedBy(check: CheckRow) {
  if (check.orderId) return sql`${proofChecks.orderId} is distinct from ${check.orderId}`;
  return sql`(${proofChecks.preorderId} is distinct from ${check.preorderId} or ${proofChecks.payment} <> ${check.payment})`;
}

/** Comparisons between two yields to the event loop: about a millisecond of work, so requests are never held up. */
const COMPARISONS_PER_TURN = 100;

async function matchesOf(tx: Transaction, check: CheckRow, reading: ProofReading, imageHash: string | null) {
  const found = new Map<string, Set<ProofMatchKind>>();
  const add = (id: string, kind: ProofMatchKind) => found.set(id, (found.get(id) ?? new Set()).add(kind));
  // The same stored file is the same picture, text or not; otherwise the hashes decide, when this one has lines to
  // compare (only such hashes are kept).
  const pictures = await tx
    .select({ id: proofChecks.id, uploadId: proofChecks.uploadId, hashed: isNotNull(proofChecks.imageHash) })
    .from(proofChecks)
    .where(
      and(
        ne(proofChecks.id, check.id),
        notOwnedBy(check),
        imageHash
          ? or(eq(proofChecks.uploadId, check.uploadId), isNotNull(proofChecks.imageHash))
          : eq(proofChecks.uploadId, check.uploadId),
      ),
    );
  for (const other of pictures) if (other.uploadId === check.uploadId) add(other.id, 'image');
  if (imageHash) {
    const own = proofLines(imageHash);
    const others = pictures.filter((other) => other.hashed && other.uploadId !== check.uploadId);
    const stored = await storedProofLines(
      tx,
      others.map((other) => other.id),
    );
    for (let at = 0; at < others.length; at++) {
      if (at > 0 && at % COMPARISONS_PER_TURN === 0) await setImmediate();
      const lines = stored.get(others[at]!.id);
      if (lines && sameProofLines(own, lines)) add(others[at]!.id, 'image');
    }
  }
  if (reading.transactionId) {
    const same = await tx
      .select({ id: proofChecks.id })
      .from(proofChecks)
      .where(
        and(eq(proofChecks.transactionId, reading.transactionId), ne(proofChecks.id, check.id), notOwnedBy(check)),
      );
    for (const other of same) add(other.id, 'transaction');
  }
  return found;
}

export async function storeReading(
  db: Database,
  { id }: { id: string },
  reading: ProofReading,
  hash: string,
  context: CheckContext,
): Promise<void> {
  const accounts = await context.paymentAccounts();
  // A textless picture's hash is never kept: it could never match, and every later check would compare it.
  const imageHash = mayMatchAnother(hash) ? hash : null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop:proof-check-matches'))`);
    const [check] = await tx.select().from(proofChecks).where(eq(proofChecks.id, id)).for('update');
    // Deleted with its order meanwhile, or finished by another instance whose lease it outlived.
    if (!check || check.status !== 'pending') return;
    const { due, placedAt } = await dueFor(tx, check);
    const amount = amountFinding(reading.amount, due);
    const account = accountFinding(reading.accountDigits, accounts);
    const older = olderThanOrder(reading.paidAt, placedAt);
    const matches = await matchesOf(tx, check, reading, imageHash);
    const flagged = needsLook(amount, account, older, matches.size > 0);
    await tx
      .update(proofChecks)
      .set({
        status: reading.readable ? 'done' : 'unreadable',
        lastError: null,
        amount: reading.amount,
        transactionId: reading.transactionId,
        paidAt: reading.paidAt,
        accountDigits: reading.accountDigits,
        confidence: reading.confidence,
        text: reading.text,
        imageHash,
        amountDue: due,
        amountFinding: amount,
        accountFinding: account,
        olderThanOrder: older,
        flagged,
        checkedAt: new Date(),
      })
      .where(eq(proofChecks.id, id));
    if (matches.size === 0) return;
    const pairs = [...matches].flatMap(([other, kinds]) =>
      [...kinds].flatMap((kind) => [
        { checkId: id, otherCheckId: other, kind },
        { checkId: other, otherCheckId: id, kind },
      ]),
    );
    await tx.insert(proofCheckMatches).values(pairs).onConflictDoNothing();
    // The earlier proof needs a look as much as this one.
    await tx
      .update(proofChecks)
      .set({ flagged: true })
      .where(inArray(proofChecks.id, [...matches.keys()]));
  });
}

/**
 * A preorder payment's amount became known or changed (staff set the delivery charge): its proofs already read are
 * compared with the new figure, in the same transaction. Every check of the payment is locked first, a check being
 * stored meanwhile included, so one stored a moment later reads the new figure itself.
 */
export async function refreshDue(
  tx: Transaction,
  preorderId: string,
  payment: PreorderPayment,
  due: number,
): Promise<void> {
  const rows = await tx
    .select({
      check: proofChecks,
      matched: exists(
        tx
          .select({ one: sql`1` })
          .from(proofCheckMatches)
          .where(eq(proofCheckMatches.checkId, proofChecks.id)),
      ),
    })
    .from(proofChecks)
    .where(and(eq(proofChecks.preorderId, preorderId), eq(proofChecks.payment, payment)))
    .for('update');
  for (const { check, matched } of rows) {
    if (check.status === 'pending' || check.status === 'failed') continue;
    const amount = amountFinding(check.amount, due);
    const flagged = needsLook(amount, check.accountFinding, check.olderThanOrder, Boolean(matched));
    await tx
      .update(proofChecks)
      .set({ amountDue: due, amountFinding: amount, flagged })
      .where(eq(proofChecks.id, check.id));
  }
}
