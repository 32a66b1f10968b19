// The review step's pieces that /checkout and /preorder-checkout share: what the step is given, a section, where it
// goes, the server's quote with its loading and error states, the price-change notice, the refusal banner and the
// footer with Back to Payment and the place button.
import type { ReactNode } from 'react';
import { formatPkr } from '../../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { LoaderCircle } from '../../ui/icons/loader-circle.ts';
import type { NoticedChange } from './price-changes.ts';
import type { ServerQuote } from './use-quote.ts';

export interface PlaceStepProps<Q> {
  focus: boolean;
  quote: ServerQuote<Q>;
  onRetryQuote: () => void;
  /** Prices that changed since the bag was filled; the bag already holds the new ones. */
  changes: readonly NoticedChange[];
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
  onBack: () => void;
}

export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-linen bg-white p-5">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">{title}</h3>
      <div className="mt-3 text-sm leading-relaxed">{children}</div>
    </div>
  );
}

interface ShippingValues {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  email: string;
  phoneNumber: string;
}

export function ShippingReview({ title, values, country }: { title: string; values: ShippingValues; country: string }) {
  return (
    <ReviewSection title={title}>
      <p className="font-medium">
        {values.firstName} {values.lastName}
      </p>
      <p>{values.address}</p>
      <p>
        {values.city}, {values.postalCode}
      </p>
      <p>{country}</p>
      <p className="mt-2 text-muted">{values.email}</p>
      <p className="text-muted">{values.phoneNumber}</p>
    </ReviewSection>
  );
}

interface QuoteReviewProps<Q> {
  title: string;
  quote: ServerQuote<Q>;
  /** Shown while the server prices the bag. */
  loadingText: string;
  onRetry: () => void;
  /** The amounts, once the server answered. */
  amounts: (quote: Q) => ReactNode;
  /** Below the amounts: the price-change notice and what happens next. */
  children: ReactNode;
}

export function QuoteReview<Q>({ title, quote, loadingText, onRetry, amounts, children }: QuoteReviewProps<Q>) {
  return (
    <div className="mt-4 rounded-xl border border-linen bg-white p-5">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">{title}</h3>
      <div className="mt-3" aria-live="polite" aria-busy={quote.state === 'loading'}>
        {quote.state === 'loading' && (
          <p className="flex items-center gap-2 py-6 text-sm text-muted">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
            {loadingText}
          </p>
        )}
        {quote.state === 'error' && (
          <div role="alert" className="rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm text-madder">
            <p className="font-medium">{quote.message}</p>
            <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-4">
              Try again
            </button>
          </div>
        )}
        {quote.state === 'ready' && amounts(quote.quote)}
      </div>
      {children}
    </div>
  );
}

/** The prices that changed since the bag was filled, each once, with what the shopper now pays (X7). */
export function PriceChangesNotice({
  changes,
  message,
  newTotal,
}: {
  changes: readonly NoticedChange[];
  message: string;
  newTotal: string | null;
}) {
  if (changes.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-gold/50 bg-sand px-4 py-3 text-sm" data-testid="price-changes">
      <p className="font-medium">{message}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changes.map((c) => (
          <li key={`${c.prodId}-${c.size}-${c.color}`}>
            {c.name.replaceAll('/', ' ')} (size {c.size}, {c.color}): was {formatPkr(c.was)}, now {formatPkr(c.now)}
          </li>
        ))}
      </ul>
      {newTotal && <p className="mt-2 font-semibold">{newTotal}</p>}
    </div>
  );
}

/** The server's refusal of the order, in its words; the alert region stays in the page so a new one is announced. */
export function PlaceErrorBanner({ message }: { message: string | null }) {
  return (
    <div role="alert" className="mt-4">
      {message && (
        <p className="rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm font-medium text-madder">
          {message}
        </p>
      )}
    </div>
  );
}

interface PlaceFooterProps {
  placing: boolean;
  /** The server's quote is in: placing may start. */
  ready: boolean;
  onBack: () => void;
  onPlace: () => void;
  /** 'PLACE ORDER', 'Place Preorder'. */
  label: string;
  placingLabel: string;
}

export function PlaceFooter({ placing, ready, onBack, onPlace, label, placingLabel }: PlaceFooterProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-linen pt-6 sm:flex-row sm:items-center sm:justify-between">
      <button
        type="button"
        onClick={onBack}
        disabled={placing}
        className="text-center text-sm font-semibold underline-offset-4 hover:underline disabled:opacity-50"
      >
        Back to Payment
      </button>
      <Button
        onClick={onPlace}
        disabled={placing || !ready}
        aria-disabled={placing || !ready}
        className="w-full sm:w-auto sm:min-w-56"
      >
        {placing && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
        {placing ? placingLabel : label}
      </Button>
    </div>
  );
}
