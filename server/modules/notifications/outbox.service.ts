// The email outbox (DECISIONS X11): queue a message inside the caller's transaction, deliver after commit, retry
// failures with back-off, and sweep for anything left behind by a crash. Several instances may run: rows are claimed
// with SKIP LOCKED so each message goes out once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { MailTransport } from './mail-transport.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Anything with Drizzle's insert: the database itself or an open transaction. */
type Writer = Pick<Database, 'insert'>;

const MAX_ATTEMPTS = 8;
const SWEEP_MS = 30_000;
const BATCH = 20;

/** 1 min, 2 min, 4 min ... capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createOutboxService({
  db,
  transport,
  from,
  log,
}: {
  db: Database;
  transport: MailTransport;
  from: string;
  log: (message: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function queue(writer: Writer, mail: QueuedMail): Promise<string> {
    const [row] = await writer
      .insert(notifications)
      .values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      })
      .returning({ id: notifications.id });
    return row!.id;
  }

  async function deliverOne(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.execute<{
        id: string;
        recipient: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        attempts: number;
      }>(
        sql`select id, recipient, subject, text_body, html_body, attempts from notifications
            where id = ${id} and status = 'pending' and next_attempt_at <= now() for update skip locked`,
      );
      const row = rows[0];
      if (!row) return false;
      try {
        const deliveredAs = await transport.send({
          id: row.id,
          from,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          date: new Date(),
        });
        await tx
          .update(notifications)
          .set({ status: 'sent', sentAt: new Date(), deliveredAs, attempts: row.attempts + 1, lastError: null })
          .where(sql`id = ${row.id}`);
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message.slice(0, 500) : 'delivery failed';
        await tx
          .update(notifications)
          .set({
            attempts,
            lastError: message,
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(sql`id = ${row.id}`);
        log(`mail ${row.id} not delivered (attempt ${attempts}): ${message}`);
      }
      return true;
    });
  }

  /** Delivers every message that is due; answers how many were tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const due = await db.execute<{ id: string }>(
        sql`select id from notifications where status = 'pending' and next_attempt_at <= now() order by created_at limit ${BATCH}`,
      );
      if (due.rows.length === 0) return tried;
      let claimed = 0;
      for (const { id } of due.rows) if (await deliverOne(id)) claimed++;
      tried += claimed;
      // Another instance took them all, or this was the last batch.
      if (claimed === 0 || due.rows.length < BATCH) return tried;
    }
  }

  /** Starts a delivery run now (after a commit that queued mail); runs are never concurrent in one process. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((err: unknown) => {
        log(`mail delivery run failed: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  return {
    queue,
    kick,
    deliverDue,
    /** Periodic sweep for retries and for messages a crash left pending. */
    start() {
      timer ??= setInterval(() => void kick(), SWEEP_MS);
      timer.unref();
      void kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
