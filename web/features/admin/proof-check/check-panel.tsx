// The 'Proof check' panel beside a payment screenshot (issue 20): the amount read against what is due, the transaction
// ID and where else it was seen, the receiving account against the shop's, the date read against the order's, and a
// warning when the same picture was sent for another order or preorder, each with a link that opens it. 'Checking…'
// while the screenshot is still being read. What it shows is for staff only; marking paid stays their decision.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPkr } from '../../../../domain/money.ts';
import {
  ACCOUNT_FINDING_TEXT,
  amountFindingText,
  PROOF_CHECK_STATUS_LABELS,
  type AmountFinding,
} from '../../../../domain/proof-checks.ts';
import type { ProofCheckView, ProofMatchView } from '../../../../domain/schemas/proof-check-views.ts';
import { LoaderCircle } from '../../../ui/icons/loader-circle.ts';
import { TriangleAlert } from '../../../ui/icons/triangle-alert.ts';
import { Fact } from '../kit/index.ts';
import { proofDate } from './proof-date.ts';

const AMOUNT_TONE: Record<AmountFinding, string> = {
  match: 'border-leaf/40 bg-leaf/10 text-leaf',
  short: 'border-madder/40 bg-madder/10 text-madder',
  over: 'border-madder/40 bg-madder/10 text-madder',
  unreadable: 'border-linen bg-sand/60 text-muted',
  unknown: 'border-linen bg-sand/60 text-muted',
};

/** Where another record opens in the admin: its tab, searched by its reference, opened by its id. */
export const matchHref = (m: ProofMatchView) =>
  `/admin?tab=${m.record === 'order' ? 'orders' : 'preorders'}&q=${encodeURIComponent(m.reference)}&open=${m.id}`;

function MatchLinks({ matches, prefix }: { matches: ProofMatchView[]; prefix: string }) {
  return (
    <ul className="mt-1 space-y-0.5">
      {matches.map((m) => (
        <li key={`${m.kind}-${m.id}`} className="text-xs text-madder">
          {prefix} {m.record === 'order' ? 'order' : 'preorder'}{' '}
          <Link
            to={matchHref(m)}
            className="font-mono font-semibold underline underline-offset-2 hover:text-madder-dark"
          >
            {m.reference}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'another order', 'other preorders', 'other orders and preorders'. */
function reusedOn(matches: ProofMatchView[]): string {
  const kinds = new Set(matches.map((m) => m.record));
  const noun = kinds.size > 1 ? 'orders and preorders' : [...kinds][0]!;
  return matches.length === 1 ? `another ${noun}` : `other ${noun}${kinds.size > 1 ? '' : 's'}`;
}

function Pill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {children}
    </span>
  );
}

export function ProofCheckPanel({ check, title = 'Proof check' }: { check: ProofCheckView | null; title?: string }) {
  if (!check) return null;
  const heading = <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>;
  if (check.status === 'pending')
    return (
      <div className="mt-3 rounded-lg border border-linen bg-sand/30 p-3" data-testid="proof-check" aria-busy>
        {heading}
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
          {PROOF_CHECK_STATUS_LABELS.pending} The screenshot is being read.
        </p>
      </div>
    );
  if (check.status === 'failed')
    return (
      <div className="mt-3 rounded-lg border border-linen bg-sand/30 p-3" data-testid="proof-check">
        {heading}
        <p className="mt-2 text-sm text-muted">
          {PROOF_CHECK_STATUS_LABELS.failed}: the file could not be read. Check the screenshot by eye.
        </p>
      </div>
    );
  const images = check.matches.filter((m) => m.kind === 'image');
  const transactions = check.matches.filter((m) => m.kind === 'transaction');
  const amount = check.amount.finding ?? 'unreadable';
  return (
    <div
      className={`mt-3 rounded-lg border p-3 ${check.flagged ? 'border-madder/40 bg-madder/5' : 'border-linen bg-sand/30'}`}
      data-testid="proof-check"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {check.flagged ? (
          <Pill tone="border-madder/40 bg-white text-madder">
            <TriangleAlert className="mr-1 h-3.5 w-3.5" aria-hidden />
            Needs a closer look
          </Pill>
        ) : check.status === 'unreadable' ? (
          <Pill tone="border-linen bg-white text-muted">{PROOF_CHECK_STATUS_LABELS.unreadable}</Pill>
        ) : (
          <Pill tone="border-leaf/40 bg-white text-leaf">Nothing found</Pill>
        )}
      </div>
      {images.length > 0 && (
        <div role="alert" className="mt-3 rounded-md border border-madder/40 bg-white px-3 py-2 text-sm text-madder">
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
            The same screenshot, or an edited copy, was sent for {reusedOn(images)}
          </p>
          <MatchLinks matches={images} prefix="On" />
        </div>
      )}
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Amount read">
          <span className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums">
              {check.amount.read === null ? 'None found' : formatPkr(check.amount.read)}
              {check.amount.due !== null && (
                <span className="text-xs text-muted"> · due {formatPkr(check.amount.due)}</span>
              )}
            </span>
            <Pill tone={AMOUNT_TONE[amount]}>{amountFindingText(amount, check.amount.read, check.amount.due)}</Pill>
          </span>
        </Fact>
        <Fact label="Transaction ID">
          {check.transactionId ? (
            <span className="font-mono text-xs">{check.transactionId}</span>
          ) : (
            <span className="text-muted">None found</span>
          )}
          {transactions.length > 0 && <MatchLinks matches={transactions} prefix="Also on" />}
        </Fact>
        <Fact label="Paid to">
          <span className={check.account.finding === 'mismatch' ? 'font-medium text-madder' : undefined}>
            {ACCOUNT_FINDING_TEXT[check.account.finding ?? 'not-visible']}
          </span>
          {check.account.digits && <span className="block font-mono text-xs text-muted">{check.account.digits}</span>}
        </Fact>
        <Fact label="Date read">
          {check.paidAt ? proofDate(check.paidAt) : <span className="text-muted">None found</span>}
          {check.olderThanOrder && (
            <span className="block text-xs font-medium text-madder">Before the order was placed</span>
          )}
        </Fact>
      </dl>
      {check.text && (
        <details className="mt-3 text-xs text-muted">
          <summary className="cursor-pointer select-none">
            What was read{check.confidence !== null && ` (confidence ${Math.round(check.confidence)}%)`}
          </summary>
          <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-white p-2 font-mono">
            {check.text}
          </pre>
        </details>
      )}
    </div>
  );
}
