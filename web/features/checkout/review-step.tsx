// Step 3 of /checkout (SPEC §2): shipping details, payment method, whether a screenshot was uploaded, and the server's
// quote (item count, subtotal, delivery, total; any changed price shown before placing, X7); PLACE ORDER and Back to
// Payment. The parent places the order: this step only shows its progress and its outcome. Its sections, price-change
// notice and error banner serve the preorder checkout's review too.
import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import { formatPkr } from '../../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { LoaderCircle } from '../../ui/icons/loader-circle.ts';
import { OrderAmounts } from '../orders/order-items.tsx';
import { useCheckout } from './checkout-state.ts';
import type { NoticedChange } from './price-changes.ts';
import { StepHeading } from './step-heading.tsx';
import type { QuoteState } from './use-quote.ts';

interface ReviewStepProps {
  focus: boolean;
  quote: QuoteState;
  onRetryQuote: () => void;
  /** Prices that changed since the bag was filled; the bag already holds the new ones. */
  changes: readonly NoticedChange[];
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
  onBack: () => void;
}

export function ReviewSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-linen bg-white p-5">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">{title}</h3>
      <div className="mt-3 text-sm leading-relaxed">{children}</div>
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

export function ReviewStep({
  focus,
  quote,
  onRetryQuote,
  changes,
  placing,
  placeError,
  onPlace,
  onBack,
}: ReviewStepProps) {
  const values = useCheckout((s) => s.values);
  const method = useCheckout((s) => s.paymentMethod);
  const screenshot = useCheckout((s) => s.screenshot);
  const ready = quote.state === 'ready';

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Review and place your order</StepHeading>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ReviewSection title="Shipping information">
          <p className="font-medium">
            {values.firstName} {values.lastName}
          </p>
          <p>{values.address}</p>
          <p>
            {values.city}, {values.postalCode}
          </p>
          <p>{values.country}</p>
          <p className="mt-2 text-muted">{values.email}</p>
          <p className="text-muted">{values.phoneNumber}</p>
        </ReviewSection>
        <ReviewSection title="Payment">
          <p className="font-medium">{PAYMENT_METHOD_LABELS[method]}</p>
          <p className="mt-2">
            Payment screenshot uploaded:{' '}
            <strong className={screenshot ? 'text-leaf' : 'text-madder'}>{screenshot ? 'Yes' : 'No'}</strong>
          </p>
          {screenshot && (
            <img
              src={screenshot.previewUrl}
              alt={`Preview of ${screenshot.name}`}
              className="mt-3 h-20 w-20 rounded-lg bg-sand object-cover"
            />
          )}
        </ReviewSection>
      </div>

      <div className="mt-4 rounded-xl border border-linen bg-white p-5">
        <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">Your order</h3>
        <div className="mt-3" aria-live="polite" aria-busy={quote.state === 'loading'}>
          {quote.state === 'loading' && (
            <p className="flex items-center gap-2 py-6 text-sm text-muted">
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
              Checking prices and delivery…
            </p>
          )}
          {quote.state === 'error' && (
            <div role="alert" className="rounded-lg border border-madder/30 bg-madder/5 px-4 py-3 text-sm text-madder">
              <p className="font-medium">{quote.message}</p>
              <button type="button" onClick={onRetryQuote} className="mt-2 font-semibold underline underline-offset-4">
                Try again
              </button>
            </div>
          )}
          {ready && (
            <OrderAmounts
              itemCount={quote.quote.itemCount}
              subtotal={quote.quote.subtotal}
              delivery={quote.quote.delivery}
              total={quote.quote.total}
            />
          )}
        </div>
        <PriceChangesNotice
          changes={changes}
          message={ORDER_MESSAGES.priceChanged}
          newTotal={ready ? `New total: ${formatPkr(quote.quote.total)}` : null}
        />
        <p className="mt-4 text-xs leading-relaxed text-muted">
          You pay in Pakistani rupees (PKR) by the transfer you made. We confirm it within 24 hours and then prepare
          your order.
        </p>
      </div>

      <PlaceErrorBanner message={placeError} />

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
          {placing ? 'PLACING ORDER...' : 'PLACE ORDER'}
        </Button>
      </div>
    </section>
  );
}
