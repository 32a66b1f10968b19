// The email log's rows in two shapes: a table on wide screens and stacked cards on phones (both in the page, one
// hidden), each message with its type, status pill, tries and last error, the order or preorder it is about (a link
// that finds it in its tab) and Re-send.
import { Link } from 'react-router';
import { MAIL_STATUS_LABELS, type MailStatus } from '../../../../domain/mail.ts';
import type { MailLogRow } from '../../../../domain/schemas/mail-views.ts';
import { orderDateTime } from '../../../lib/order-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { AdminTable, columns } from '../kit/index.ts';

const STATUS_TONES: Record<MailStatus, string> = {
  pending: 'border-gold/50 text-ink',
  sending: 'border-gold/50 bg-sand text-ink',
  sent: 'border-leaf/40 bg-leaf/10 text-leaf',
  failed: 'border-madder/40 bg-madder/10 text-madder',
};

export function MailStatusPill({ status }: { status: MailStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-3 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {MAIL_STATUS_LABELS[status]}
    </span>
  );
}

/** The record a message is about, linked to its tab searched for its ID (the tab opens it from there). */
function AboutLink({ message }: { message: MailLogRow }) {
  const about = message.order
    ? { tab: 'orders', id: message.order.trackingId, label: 'Order' }
    : message.preorder
      ? { tab: 'preorders', id: message.preorder.preorderId, label: 'Preorder' }
      : null;
  if (!about) return <span className="text-muted">—</span>;
  return (
    <Link
      to={`/admin?tab=${about.tab}&q=${encodeURIComponent(about.id)}`}
      className="font-mono text-xs font-medium text-ink underline decoration-gold underline-offset-4 hover:text-madder"
      aria-label={`${about.label} ${about.id}`}
    >
      {about.id}
    </Link>
  );
}

const tries = (n: number) => (n === 1 ? '1 try' : `${n} tries`);

export interface MailLogRowsProps {
  messages: MailLogRow[];
  pendingId: string | null;
  onResend(message: MailLogRow): void;
}

function ResendButton({ message, pendingId, onResend }: { message: MailLogRow } & Omit<MailLogRowsProps, 'messages'>) {
  const busy = pendingId === message._id;
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-3! py-2! whitespace-nowrap"
      aria-label={`Re-send ${message.kindLabel.toLowerCase()} to ${message.recipient}`}
      disabled={pendingId !== null}
      aria-busy={busy}
      onClick={() => onResend(message)}
    >
      {busy ? 'Sending…' : 'Re-send'}
    </Button>
  );
}

function LastError({ error }: { error: string | null }) {
  if (!error) return null;
  return <p className="mt-1 text-xs text-madder [overflow-wrap:anywhere]">{error}</p>;
}

export function MailLogTable({ messages, pendingId, onResend }: MailLogRowsProps) {
  return (
    <AdminTable caption="Email log" columns={columns(['Email', 'Type', 'Status', 'About'])} from="lg">
      {messages.map((message) => (
        <tr key={message._id} className="align-top">
          <td className="min-w-64 px-4 py-3">
            <p className="font-medium text-ink [overflow-wrap:anywhere]">{message.subject}</p>
            <p className="text-muted [overflow-wrap:anywhere]">{message.recipient}</p>
            <p className="text-xs text-muted">{orderDateTime(message.createdAt)}</p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{message.kindLabel}</td>
          <td className="max-w-64 px-4 py-3">
            <MailStatusPill status={message.status} />
            <p className="mt-1 text-xs text-muted">{tries(message.attempts)}</p>
            <LastError error={message.lastError} />
          </td>
          <td className="px-4 py-3">
            <AboutLink message={message} />
          </td>
          <td className="px-4 py-3 text-right">
            <ResendButton message={message} pendingId={pendingId} onResend={onResend} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function MailLogCards({ messages, pendingId, onResend }: MailLogRowsProps) {
  return (
    <ul aria-label="Email log" className="mt-4 space-y-3 lg:hidden">
      {messages.map((message) => (
        <li key={message._id} className="rounded-xl border border-linen bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">{message.subject}</p>
            <MailStatusPill status={message.status} />
          </div>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{message.recipient}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-sand/50 px-3 py-2 text-sm">
            <div>
              <dt className="text-xs text-muted">Type</dt>
              <dd>{message.kindLabel}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">About</dt>
              <dd>
                <AboutLink message={message} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Queued</dt>
              <dd>{orderDateTime(message.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Tries</dt>
              <dd className="tabular-nums">{message.attempts}</dd>
            </div>
          </dl>
          <LastError error={message.lastError} />
          <div className="mt-3 flex justify-end">
            <ResendButton message={message} pendingId={pendingId} onResend={onResend} />
          </div>
        </li>
      ))}
    </ul>
  );
}
