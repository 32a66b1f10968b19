// The email log as staff read it (issue 14, Messages): newest first, 50 a page, filtered by status, type or words; each
// message with the order's tracking ID or the preorder's ID for its link (a read model joining those tables, like
// server/modules/reports), and the outbox's counts for the mail server card.
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { MAIL_KIND_LABELS, type MailStatus } from '../../../domain/mail.ts';
import { MAIL_LOG_PAGE_SIZE, type MailLogQuery } from '../../../domain/schemas/mail.ts';
import type { MailLogPage, MailStatusView } from '../../../domain/schemas/mail-views.ts';
import type { Database } from '../../db/client.ts';
import type { OutboxService } from './outbox.service.ts';

interface LogRow extends Record<string, unknown> {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  order_id: string | null;
  tracking_id: string | null;
  preorder_id: string | null;
  preorder_reference: string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();
const kindLabel = (kind: string) => (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;

function toRow(r: LogRow): MailLogPage['messages'][number] {
  return {
    _id: r.id,
    kind: r.kind,
    kindLabel: kindLabel(r.kind),
    recipient: r.recipient,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: iso(r.created_at),
    sentAt: r.sent_at ? iso(r.sent_at) : null,
    order: r.order_id && r.tracking_id ? { _id: r.order_id, trackingId: r.tracking_id } : null,
    preorder: r.preorder_id && r.preorder_reference ? { _id: r.preorder_id, preorderId: r.preorder_reference } : null,
  };
}

export function createMailLog({ db, outbox }: { db: Database; outbox: OutboxService }) {
  async function list(query: MailLogQuery): Promise<MailLogPage> {
    const where: SQL[] = [];
    if (query.status) where.push(sql`n.status = ${query.status}`);
    if (query.kind) where.push(sql`n.kind = ${query.kind}`);
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        sql`(n.recipient ilike ${pattern} or n.subject ilike ${pattern} or o.tracking_id ilike ${pattern} or p.preorder_id ilike ${pattern})`,
      );
    }
    const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const joined = sql`
      from notifications n
      left join orders o on o.id = n.order_id
      left join preorders p on p.id = n.preorder_id
      ${filter}`;
    const [page, count] = await Promise.all([
      db.execute<LogRow>(sql`
        select n.id, n.kind, n.recipient, n.subject, n.status, n.attempts, n.last_error, n.created_at, n.sent_at,
               n.order_id, o.tracking_id, n.preorder_id, p.preorder_id as preorder_reference
        ${joined}
        order by n.created_at desc, n.id desc
        limit ${MAIL_LOG_PAGE_SIZE} offset ${(query.page - 1) * MAIL_LOG_PAGE_SIZE}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total ${joined}`),
    ]);
    const total = count.rows[0]!.total;
    return {
      messages: page.rows.map(toRow),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / MAIL_LOG_PAGE_SIZE)),
    };
  }

  async function status(): Promise<MailStatusView> {
    const { rows } = await db.execute<{ pending: number; failed: number; sent: number }>(sql`
      select count(*) filter (where status in ('pending', 'sending'))::int as pending,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status = 'sent' and sent_at > now() - interval '24 hours')::int as sent
      from notifications`);
    const { kind, target } = outbox.transport;
    return {
      transport: kind,
      // A folder is shown by its own name only: the server's directory layout is not the panel's business.
      target: kind === 'files' ? path.basename(target) : target,
      sender: outbox.from,
      pending: rows[0]!.pending,
      failed: rows[0]!.failed,
      sentLastDay: rows[0]!.sent,
    };
  }

  /** Queues a copy of a logged message and starts delivering it; false for a message that does not exist. */
  async function resend(id: string): Promise<boolean> {
    const copy = await outbox.resend(id);
    if (!copy) return false;
    outbox.wake();
    return true;
  }

  return { list, status, resend };
}

export type MailLog = ReturnType<typeof createMailLog>;
