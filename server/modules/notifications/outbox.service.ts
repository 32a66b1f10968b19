// The email outbox (DECISIONS X11): a message is queued inside the caller's transaction; after commit a batch is
// claimed in one short statement (FOR UPDATE SKIP LOCKED, so several instances never take the same row), each message
// is sent outside any transaction and its result recorded. Failures wait 1 min, 5 min, 30 min, 2 h, 12 h, then the
// message is given up as failed with its last error. A claim is a lease: a crash mid-send frees the row later.
import { sql } from 'drizzle-orm';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, type MailKind } from '../../../domain/mail.ts';
import type { Database } from '../../db/client.ts';
import { notifications, type StoredAttachment } from '../../db/schema/notifications.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import { createKickedRun } from '../../lib/kicked-run.ts';

export interface QueuedMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: StoredAttachment[];
  /** The order or preorder the message is about (the log links to it; a re-send finds it). */
  orderId?: string;
  preorderId?: string;
}

/** Anything with Drizzle's insert: the database itself or an open transaction. */
type Writer = Pick<Database, 'insert'>;

const SWEEP_MS = 30_000;
const BATCH = 10;
/** Longer than a batch can take (10 messages x the SMTP time-outs, 50 s at worst), so a live sender keeps its rows. */
const LEASE = '10 minutes';

/** How long to wait after the given number of failed attempts. */
export function retryDelayMs(attempts: number): number {
  return MAIL_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), MAIL_RETRY_DELAYS_MS.length) - 1]!;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attachments: StoredAttachment[] | null;
  attempts: number;
}

const CLAIMED_COLUMNS = sql`id, recipient, reply_to, subject, text_body, html_body, headers, attachments, attempts`;

export function createOutboxService({
  db,
  transport,
  storage,
  from,
  log,
  onFailure = () => undefined,
}: {
  db: Database;
  transport: MailTransport;
  /** Where attachments are kept (the contact form's files). */
  storage: FileStorage;
  from: string;
  log: (message: string) => void;
  /** Told of each failed attempt, and whether the message was given up (the metrics' failure count). */
  onFailure?: (givenUp: boolean) => void;
}) {
  let timer: NodeJS.Timeout | undefined;

  /** The insert that queues `mail`, answering its id: awaited alone (queue), or run as part of a larger statement (a
   *  placement writes its order and its confirmation in one, issue 18). */
  function queueStatement(writer: Writer, mail: QueuedMail) {
    return writer
      .insert(notifications)
      .values({
        kind: mail.kind,
        recipient: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        headers: mail.headers ?? null,
        attachments: mail.attachments ?? null,
        orderId: mail.orderId ?? null,
        preorderId: mail.preorderId ?? null,
      })
      .returning({ id: notifications.id });
  }

  async function queue(writer: Writer, mail: QueuedMail): Promise<string> {
    const [row] = await queueStatement(writer, mail);
    return row!.id;
  }

  /**
   * Takes up to a batch of due messages and up to a batch whose sender's lease ran out (or one given message) for this
   * instance, committed at once. The two are looked for apart, each along its own partial index in that index's order:
   * as one OR they were a bitmap scan, which visited every row either index still listed, every message sent since the
   * last VACUUM among them, so each placement's delivery grew slower with the mail before it (6 to 10 ms a claim once
   * 30,000 orders' mail was sent, in the order bench). An index scan marks the entries of rows gone as it passes them,
   * and later scans skip them.
   */
  async function claim(only?: string): Promise<ClaimedRow[]> {
    const claimable = only
      ? sql`select id from notifications where id = ${only} and status = 'pending' for update skip locked`
      : sql`with
          due as (select id from notifications where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at limit ${BATCH} for update skip locked),
          lapsed as (select id from notifications where status = 'sending' and claimed_until < now()
            order by claimed_until limit ${BATCH} for update skip locked)
          select id from due union all select id from lapsed`;
    const { rows } = await db.execute<ClaimedRow>(sql`
      update notifications set status = 'sending', attempts = attempts + 1, claimed_until = now() + ${LEASE}::interval
      where id in (${claimable})
      returning ${CLAIMED_COLUMNS}`);
    return rows;
  }

  async function outgoing(row: ClaimedRow): Promise<OutgoingMail> {
    const attachments = await Promise.all(
      (row.attachments ?? []).map(async (a) => {
        const content = await storage.get(a.storageKey);
        if (!content) throw new Error(`attachment ${a.filename} is missing from storage`);
        return { filename: a.filename, contentType: a.contentType, content };
      }),
    );
    return {
      id: row.id,
      from,
      to: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: row.headers ?? {},
      attachments,
      date: new Date(),
    };
  }

  /** Sends one claimed message and records what happened; answers the error when it was not delivered. */
  async function send(row: ClaimedRow, retry = true): Promise<string | null> {
    try {
      const deliveredAs = await transport.send(await outgoing(row));
      await db.execute(sql`
        update notifications set status = 'sent', sent_at = now(), delivered_as = ${deliveredAs}, last_error = null,
          claimed_until = null
        where id = ${row.id} and status = 'sending'`);
      return null;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'delivery failed';
      const givenUp = !retry || row.attempts >= MAIL_MAX_ATTEMPTS;
      await db.execute(sql`
        update notifications set
          status = ${givenUp ? 'failed' : 'pending'}, last_error = ${message}, claimed_until = null,
          next_attempt_at = now() + ${`${retryDelayMs(row.attempts)} milliseconds`}::interval
        where id = ${row.id} and status = 'sending'`);
      log(`mail ${row.id} not delivered (attempt ${row.attempts}${givenUp ? ', given up' : ''}): ${message}`);
      onFailure(givenUp);
      return message;
    }
  }

  /** Delivers every message that is due; answers how many were tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      for (const row of batch) await send(row);
      tried += batch.length;
      if (batch.length < BATCH) return tried;
    }
  }

  /** Starts a delivery run now (after a commit that queued mail); runs are never concurrent in one process. */
  const delivery = createKickedRun('mail delivery', deliverDue, log);
  const kick = delivery.kick;

  /** Queues a message and sends it at once, for a caller who waits for the answer (the admin's test email): null
   *  when the mail server accepted it, else its reason. A refused one is logged as failed at once, not retried: the
   *  admin saw the reason and tries again after fixing the settings. */
  async function sendNow(mail: QueuedMail): Promise<string | null> {
    const id = await queue(db, mail);
    const [row] = await claim(id);
    // Already taken by a delivery run that started meanwhile: that run sends it; answer with its result.
    if (!row) return null;
    return send(row, false);
  }

  /** Queues a copy of a logged message (the admin's re-send); answers the new message's id, or null for none. */
  async function resend(id: string): Promise<string | null> {
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into notifications (kind, recipient, reply_to, subject, text_body, html_body, headers, attachments,
        order_id, preorder_id)
      select kind, recipient, reply_to, subject, text_body, html_body, headers, attachments, order_id, preorder_id
      from notifications where id = ${id}
      returning id`);
    return rows[0]?.id ?? null;
  }

  /** Messages not sent yet, and how long the oldest due one has waited: each count along its own partial index. */
  async function backlog(): Promise<{ pending: number; sending: number; oldestDueSeconds: number }> {
    const { rows } = await db.execute<{ pending: number; sending: number; oldest_due_seconds: number | null }>(sql`
      select
        (select count(*) from notifications where status = 'pending') as pending,
        (select count(*) from notifications where status = 'sending') as sending,
        (select extract(epoch from now() - min(next_attempt_at))::float8 from notifications
          where status = 'pending' and next_attempt_at <= now()) as oldest_due_seconds`);
    const row = rows[0]!;
    return { pending: row.pending, sending: row.sending, oldestDueSeconds: row.oldest_due_seconds ?? 0 };
  }

  return {
    queue,
    queueStatement,
    kick,
    wake: delivery.wake,
    backlog,
    deliverDue,
    sendNow,
    resend,
    transport: transport.describe,
    /** The sender every message carries (MAIL_FROM), shown in the admin panel. */
    from,
    verify: () => transport.verify(),
    /** Periodic sweep for retries and for messages a crash left claimed. */
    start() {
      timer ??= setInterval(delivery.wake, SWEEP_MS);
      timer.unref();
      delivery.wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await delivery.settled();
      transport.close();
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
