// The pieces /order-confirmation and /preorder-confirmation share: the loading placeholder, the not-found or error
// screen with Try again, the thank-you heading, the ID to keep with its status, and the cards of the page.
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { CheckCircle2 } from '../../ui/icons/check-circle-2.ts';
import { PackageCheck } from '../../ui/icons/package-check.ts';

export function ConfirmationLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6" role="status" aria-busy="true">
      <div className="mx-auto h-10 w-64 animate-pulse rounded bg-sand" />
      <div className="mt-8 h-64 animate-pulse rounded-2xl bg-sand/60" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

interface ConfirmationFailureProps {
  title: string;
  message: string;
  /** Given when asking again may help (an error, not a missing record). */
  onRetry?: () => void;
  /** Where to go from here. */
  children: ReactNode;
}

export function ConfirmationFailure({ title, message, onRetry, children }: ConfirmationFailureProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PackageCheck className="h-12 w-12 text-gold" aria-hidden />
      <h1 className="mt-6 text-3xl">{title}</h1>
      <p role="alert" className="mt-3 text-muted">
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      )}
      {children}
    </div>
  );
}

interface ConfirmationIdProps {
  /** 'Tracking ID', 'Preorder ID'. */
  label: string;
  id: string;
  copyLabel: string;
  /** The journeys read the ID from this test id. */
  testId: string;
  status: ReactNode;
}

/** The ID to keep, to copy, with where the order stands. */
export function ConfirmationId({ label, id, copyLabel, testId, status }: ConfirmationIdProps) {
  return (
    <div className="mx-auto mt-6 inline-flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-linen bg-white px-5 py-4 shadow-sm">
      <span className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</span>
      <span className="font-mono text-lg font-semibold tracking-wider sm:text-xl" data-testid={testId}>
        {id}
      </span>
      <CopyButton value={id} label={copyLabel} />
      {status}
    </div>
  );
}

/** A titled card of the page; `className` adds to its frame (the preorder's prints without it). */
export function ConfirmationCard({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-7 ${className}`.trimEnd()}>
      <h2 className="text-xl sm:text-2xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The ways on from an order's confirmation: back to the shop, or to the order's tracking page. */
export function OrderConfirmationLinks({ trackingId }: { trackingId?: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <ButtonLink to="/shop">Continue shopping</ButtonLink>
      <ButtonLink
        to={trackingId ? `/track-order?id=${encodeURIComponent(trackingId)}` : '/track-order'}
        variant="secondary"
      >
        Track your order
      </ButtonLink>
    </div>
  );
}

/** The top of a confirmation: a tick (not printed), the thanks and what happens next, in the shopper's words. */
export function ThankYouHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <CheckCircle2 className="mx-auto h-12 w-12 text-leaf print:hidden" aria-hidden />
      <h1 className="mt-4 text-3xl sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-pretty text-muted">{children}</p>
    </>
  );
}
