// The pieces the admin's order and preorder modals are built from: a titled card, a labelled fact, and who the order is
// for (customer or guest, email, phone, where it goes).
import type { ReactNode } from 'react';

export const DETAIL_HEADING = 'font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted';

export function DetailSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`rounded-xl border border-linen bg-white p-4 sm:p-5 ${className}`}>
      <h3 className={DETAIL_HEADING}>{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

interface CustomerFactsProps {
  contact: { name: string; email: string; phoneNumber: string };
  /** The account it was placed from; null for a guest or one staff entered for someone without an account. */
  user: { name: string; email: string } | null;
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  /** What a preorder or order without an account is called ('Guest checkout'). */
  guestNote: string;
  /** Under the phone number: another way to reach that phone (the WhatsApp link). */
  phoneAction?: ReactNode;
  children?: ReactNode;
}

export function CustomerFacts({ contact, user, address: a, guestNote, phoneAction, children }: CustomerFactsProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label="Customer">
        <span className="font-medium">{contact.name}</span>
        <span className="block text-xs text-muted">
          {!user
            ? guestNote
            : user.name === contact.name && user.email === contact.email
              ? 'Signed-in customer'
              : `Account of ${user.name} · ${user.email}`}
        </span>
      </Fact>
      <Fact label="Email">
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            className="underline decoration-linen underline-offset-4 hover:decoration-ink"
          >
            {contact.email}
          </a>
        ) : (
          <span className="text-muted">None given</span>
        )}
      </Fact>
      <Fact label="Phone">
        <a
          href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`}
          className="underline decoration-linen underline-offset-4 hover:decoration-ink"
        >
          {contact.phoneNumber}
        </a>
        {phoneAction && <span className="block">{phoneAction}</span>}
      </Fact>
      <Fact label="Deliver to">
        {a.street}
        <br />
        {[a.city, a.state && a.state !== a.city ? a.state : '', a.zipCode].filter(Boolean).join(', ')}
        <br />
        {a.country}
      </Fact>
      {children}
    </dl>
  );
}
