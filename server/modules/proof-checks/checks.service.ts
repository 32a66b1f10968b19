// The payment-proof check queue (issue 20, docs/decisions/0017): a check is queued in the transaction that attaches a
// screenshot; after commit the job claims due checks in one short statement (FOR UPDATE SKIP LOCKED, so instances
// never take the same row), reads each file through the image queue with OCR and a difference hash, and stores what
// it found (check-store.ts). A claim is a lease: a process that dies mid-read leaves the check to be taken again when
// the lease ends; one that is stopped gives its unfinished claims back at once (issue 28), so the next start reads them.
// Files that cannot be read are tried a few times with back-off, then given up as 'failed', never guessed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PreorderPayment } from '../../../domain/preorders.ts';
import type { Database } from '../../db/client.ts';
import { proofChecks } from '../../db/schema/proof-checks.ts';
import type { WorkQueue } from '../../lib/work-queue.ts';
import { QueueFullError } from '../../lib/work-queue.ts';
import { createKickedRun } from '../../lib/kicked-run.ts';
import { refreshDue, storeReading, type CheckContext } from './check-store.ts';
import { differenceHash } from './proof-hash.ts';
import { createProofOcr, type ProofOcr } from './proof-ocr.ts';
import type { ProofReading } from './proof-reading.ts';

/** Whose proof a screenshot is: an order's, or one of a preorder's two payments'. */
export type ProofOwner = { orderId: string } | { preorderId: string; payment: PreorderPayment };

/** Anything with Drizzle's insert: an open transaction (the one attaching the screenshot). */
type Writer = Pick<Database, 'insert'>;

const SWEEP_MS = 5_000;
const BATCH = 5;
/** Longer than a batch of reads can take on a busy machine, so a live reader keeps its rows. */
const LEASE = '5 minutes';
/** A file that cannot be read is tried again after these pauses, then given up. */
export const PROOF_RETRY_DELAYS_MS = [5_000, 60_000, 10 * 60_000] as const;
export const PROOF_MAX_ATTEMPTS = PROOF_RETRY_DELAYS_MS.length + 1;
/** The image queue was full: the check waits its turn without counting it as a failed attempt. */
const QUEUE_FULL_PAUSE = '10 seconds';
/** How long a stop lets the read in progress finish before abandoning it: the shop must exit within seconds, and one
 *  screenshot can take several recognitions (straightened, turned) on a busy machine. */
export const STOP_GRACE_MS = 1_500;

/** The shop is stopping and the read in progress was given up: the check goes back to the queue, nothing counted. */
class ReadAbandoned extends Error {
  override name = 'ReadAbandoned';
}

/** `work`, unless `signal` aborts first; the abandoned work runs on (the OCR worker is ended after) and is ignored. */
function unlessAbandoned<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abandon = () => reject(new ReadAbandoned());
    if (signal.aborted) abandon();
    signal.addEventListener('abort', abandon, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
  });
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  upload_id: string;
  order_id: string | null;
  preorder_id: string | null;
  payment: PreorderPayment | null;
  attempts: number;
}

export interface ProofCheckDeps {
  db: Database;
  /** The stored, re-encoded bytes of an upload (the uploads service's readStored). */
  readUpload(uploadId: string): Promise<Buffer | undefined>;
  /** The bounded queue image re-encodes wait in: a burst of checks never takes every thread from shoppers. */
  imageQueue: WorkQueue;
  /** The shop's receiving accounts, read fresh from settings. */
  paymentAccounts: CheckContext['paymentAccounts'];
  log: (message: string) => void;
  /** The OCR engine; one per process, started on the first read. */
  createOcr?: () => ProofOcr;
}

export function createProofChecks({
  db,
  readUpload,
  imageQueue,
  paymentAccounts,
  log,
  createOcr = createProofOcr,
}: ProofCheckDeps) {
  let ocr: ProofOcr | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Aborted STOP_GRACE_MS after a stop: the read still going is abandoned. */
  let abandon = new AbortController();

  /** Queues the check of a screenshot just attached, in the attaching transaction. */
  async function queue(writer: Writer, uploadId: string, owner: ProofOwner): Promise<void> {
    await queueStatement(writer, uploadId, owner);
  }

  /** queue's insert, to run as part of a larger statement (an order's placement writes everything in one, issue 18). */
  function queueStatement(writer: Writer, uploadId: string, owner: ProofOwner) {
    return writer
      .insert(proofChecks)
      .values({
        uploadId,
        ...('orderId' in owner ? { orderId: owner.orderId } : { preorderId: owner.preorderId, payment: owner.payment }),
      })
      .returning({ id: proofChecks.id });
  }

  /** Takes up to a batch of due checks for this instance, moving each a lease ahead. */
  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await db.execute<ClaimedRow>(sql`
      update proof_checks set attempts = attempts + 1, next_attempt_at = now() + ${LEASE}::interval
      where id in (select id from proof_checks where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH} for update skip locked)
      returning id, upload_id, order_id, preorder_id, payment, attempts`);
    return rows;
  }

  /** The same file attached again (a second order, a preorder's other payment) is not read again: what its earlier
   *  check read is compared afresh for this order, and the two are found to be one picture. */
  async function earlierReading(row: ClaimedRow): Promise<{ reading: ProofReading; imageHash: string } | undefined> {
    const [earlier] = await db
      .select()
      .from(proofChecks)
      .where(and(eq(proofChecks.uploadId, row.upload_id), inArray(proofChecks.status, ['done', 'unreadable'])))
      .limit(1);
    if (!earlier) return undefined;
    const { amount, transactionId, paidAt, accountDigits, confidence, text, imageHash } = earlier;
    return {
      reading: {
        readable: earlier.status === 'done',
        amount,
        transactionId,
        paidAt,
        accountDigits,
        confidence: confidence ?? 0,
        text: text ?? '',
      },
      imageHash: imageHash ?? '',
    };
  }

  /** OCR and the hash, through the image queue. */
  async function readFile(
    uploadId: string,
    signal: AbortSignal,
  ): Promise<{ reading: ProofReading; imageHash: string }> {
    const image = await readUpload(uploadId);
    if (!image) throw new Error('the screenshot is missing from storage');
    ocr ??= createOcr();
    const engine = ocr;
    return imageQueue.run(async () => {
      // Its turn came after the stop abandoned it: the OCR worker is gone and must not be started again.
      if (signal.aborted) throw new ReadAbandoned();
      return { reading: await engine.read(image), imageHash: await differenceHash(image) };
    });
  }

  /** A claim this process will not finish (it is stopping): due again now, and the attempt not counted. */
  async function giveBack(row: ClaimedRow): Promise<void> {
    await db.execute(sql`update proof_checks set attempts = attempts - 1, next_attempt_at = now()
      where id = ${row.id} and status = 'pending'`);
  }

  async function check(row: ClaimedRow): Promise<void> {
    // Claimed in the batch before the stop: not begun, so given back rather than read.
    if (stopped) return giveBack(row);
    const { signal } = abandon;
    try {
      const { reading, imageHash } =
        (await earlierReading(row)) ?? (await unlessAbandoned(readFile(row.upload_id, signal), signal));
      await storeReading(db, { id: row.id }, reading, imageHash, { paymentAccounts });
    } catch (err) {
      if (err instanceof ReadAbandoned) return giveBack(row);
      if (err instanceof QueueFullError) {
        await db.execute(sql`update proof_checks set attempts = attempts - 1,
          next_attempt_at = now() + ${QUEUE_FULL_PAUSE}::interval where id = ${row.id} and status = 'pending'`);
        return;
      }
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'could not be read';
      const givenUp = row.attempts >= PROOF_MAX_ATTEMPTS;
      const delay = PROOF_RETRY_DELAYS_MS[Math.min(row.attempts, PROOF_RETRY_DELAYS_MS.length) - 1]!;
      await db.execute(sql`
        update proof_checks set status = ${givenUp ? 'failed' : 'pending'}, last_error = ${message},
          next_attempt_at = now() + ${`${delay} milliseconds`}::interval, checked_at = ${givenUp ? sql`now()` : null}
        where id = ${row.id} and status = 'pending'`);
      log(`proof check ${row.id} (attempt ${row.attempts}${givenUp ? ', given up' : ''}): ${message}`);
    }
  }

  /** Checks everything that is due; answers how many were tried. */
  async function checkDue(): Promise<number> {
    let tried = 0;
    while (!stopped) {
      const batch = await claim();
      for (const row of batch) await check(row);
      tried += batch.length;
      if (batch.length < BATCH) break;
    }
    return tried;
  }

  /** Starts a run now (after a commit that queued a check); runs are never concurrent in one process, and nobody
   *  waits for one: the request that attached the screenshot has already been answered. */
  const runs = createKickedRun('proof check', checkDue, log);
  const kick = () => (stopped ? Promise.resolve(0) : runs.kick());
  const wake = () => {
    if (!stopped) runs.wake();
  };

  return {
    queue,
    queueStatement,
    /** A preorder payment's amount changed: its proofs already read are compared again (in the caller's transaction). */
    dueChanged: refreshDue,
    kick,
    wake,
    checkDue,
    /** Sweeps for checks queued before a restart, retries and leases that ran out. */
    start() {
      stopped = false;
      if (abandon.signal.aborted) abandon = new AbortController();
      timer ??= setInterval(wake, SWEEP_MS);
      timer.unref();
      wake();
    },
    /** Takes nothing new, gives the read in progress STOP_GRACE_MS to finish (then abandons it), gives back every
     *  unfinished claim and ends the OCR worker. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      const grace = setTimeout(() => abandon.abort(), STOP_GRACE_MS);
      await runs.settled();
      clearTimeout(grace);
      await ocr?.close();
      ocr = undefined;
    },
  };
}

export type ProofChecks = ReturnType<typeof createProofChecks>;
