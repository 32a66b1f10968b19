// The pieces an order's and a preorder's tracking views share (/track-order, /orders, /preorders): the status pill,
// the head with the ID to copy, the date and the status, and who it goes to (masked unless the viewer owns it: X4).
import type { ElementType, ReactNode } from 'react';
import { CopyButton } from '../../ui/copy-button.tsx';

const PILL_TONES = {
  cancelled: 'bg-madder/10 text-madder',
  done: 'bg-leaf/10 text-leaf',
  open: 'bg-gold/15 text-ink',
} as const;

/** A status as a coloured pill: red once cancelled, green once it reached the shopper, gold on the way. */
export function StatusPill({ tone, children }: { tone: keyof typeof PILL_TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] ${PILL_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

interface TrackedHeadProps {
  /** 'Tracking ID', 'Preorder ID'. */
  idLabel: string;
  id: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** The heading's test id, which the journeys read the ID from. */
  idTestId: string;
  heading?: ElementType;
  /** 'Placed on 3 March 2026'. */
  dated: string;
  statusTestId: string;
  status: ReactNode;
}

export function TrackedHead({
  idLabel,
  id,
  copyLabel,
  idTestId,
  heading: Heading = 'h2',
  dated,
  statusTestId,
  status,
}: TrackedHeadProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{idLabel}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <Heading className="font-mono text-xl font-semibold tracking-wider sm:text-2xl" data-testid={idTestId}>
            {id}
          </Heading>
          <CopyButton value={id} label={copyLabel} />
        </div>
        <p className="mt-2 text-sm text-muted">{dated}</p>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted">Status</span>
        <span data-testid={statusTestId}>{status}</span>
      </div>
    </div>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</dt>
      <dd className="mt-1 text-sm leading-relaxed">{children}</dd>
    </div>
  );
}

interface Recipient {
  customerName: string;
  address: { street: string; city: string; zipCode?: string | null; country?: string | null };
  email: string;
  phoneNumber?: string | null;
}

/** 'Deliver to' and 'Contact', inside the view's list of details. */
export function RecipientDetails({ to }: { to: Recipient }) {
  const { address } = to;
  return (
    <>
      <Detail label="Deliver to">
        {to.customerName}
        <br />
        {address.street}
        <br />
        {[address.city, address.zipCode, address.country].filter(Boolean).join(', ')}
      </Detail>
      <Detail label="Contact">
        {to.email}
        {to.phoneNumber && (
          <>
            <br />
            {to.phoneNumber}
          </>
        )}
      </Detail>
    </>
  );
}

export function MaskedNote({ masked }: { masked: boolean }) {
  if (!masked) return null;
  return (
    <p className="text-xs leading-relaxed text-muted">
      For your privacy, contact details are partly hidden. Sign in to see them in full.
    </p>
  );
}
