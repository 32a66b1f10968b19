// What staff see once an order or preorder they took by phone or WhatsApp is placed (issue 17): its ID (to read out),
// what was charged, and how the customer hears of it: the confirmation email when they gave an address, and always
// 'Copy tracking link' and 'Send on WhatsApp' (the tracking link and ID typed in, to the phone they gave); then the
// ways on: the record in its section, or a fresh form for the next one.
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { CheckCircle2 } from '../../../ui/icons/check-circle-2.ts';
import { WhatsappShopperLink } from '../records/index.ts';

export interface EntryPlacedProps {
  kind: 'Order' | 'Preorder';
  /** The tracking ID or preorder ID. */
  reference: string;
  /** The shop's page where the customer follows it. */
  trackingUrl: string;
  contact: { name: string; email: string; phoneNumber: string };
  /** Label and value rows under the ID: items, payment, amounts. */
  facts: [string, string][];
  openHref: string;
  onAnother(): void;
}

/** The WhatsApp text: the ID the shop will ask for, and the link to follow it. */
export function placedMessage(kind: EntryPlacedProps['kind'], reference: string, trackingUrl: string): string {
  const noun = kind.toLowerCase();
  return `Assalam-o-alaikum, thank you for your ${noun}. Your ${noun} ID is ${reference}.\nTrack it here: ${trackingUrl}`;
}

export function EntryPlaced({ kind, reference, trackingUrl, contact, facts, openHref, onAnother }: EntryPlacedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const noun = kind.toLowerCase();

  // The form that had focus is gone: the news takes it, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="entry-placed-heading"
      className="mx-auto max-w-xl rounded-2xl border border-linen bg-white/80 p-5 text-center sm:p-10"
    >
      <CheckCircle2 className="mx-auto h-10 w-10 text-leaf" aria-hidden />
      <h2
        id="entry-placed-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-2xl outline-none sm:text-3xl"
      >
        {kind} placed
      </h2>
      <p className="mt-2 text-muted">
        {contact.email
          ? `${contact.name} gets the confirmation email at ${contact.email}.`
          : `${contact.name} gave no email, so nothing is emailed: send them the tracking link.`}
      </p>

      <div className="mt-6 rounded-xl bg-sand/70 px-4 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">{kind} ID</p>
        <p
          className="mt-2 break-all font-mono text-xl font-semibold tracking-wider sm:text-2xl"
          data-testid="placed-tracking-id"
        >
          {reference}
        </p>
        <div className="mt-4 flex flex-col items-stretch gap-2 sm:flex-row sm:justify-center">
          <CopyButton
            value={trackingUrl}
            label={`Copy tracking link for ${reference}`}
            text="Copy tracking link"
            className="min-h-11 justify-center px-4! text-sm!"
          />
          <WhatsappShopperLink
            phone={contact.phoneNumber}
            message={placedMessage(kind, reference, trackingUrl)}
            label="Send on WhatsApp"
            look="solid"
          />
        </div>
        <p className="mt-3 break-all text-xs text-muted">{trackingUrl}</p>
      </div>

      <dl className="mx-auto mt-6 max-w-sm space-y-2 text-left text-sm">
        {facts.map(([label, value], i) => (
          <div
            key={label}
            className={`flex justify-between gap-4 ${i === facts.length - 1 ? 'border-t border-linen pt-2 text-base font-semibold' : ''}`}
          >
            <dt className={i === facts.length - 1 ? '' : 'text-muted'}>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onAnother}>
          Enter another {noun}
        </Button>
        <ButtonLink to={openHref}>Open in {kind}s</ButtonLink>
      </div>
    </section>
  );
}
