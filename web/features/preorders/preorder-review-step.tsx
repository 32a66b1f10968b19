// Step 3 of /preorder-checkout (SPEC §2): where it goes, how the deposit was paid, the pieces and the server's amounts
// (any changed price shown before placing, X7); Place Preorder with a spinner while placing, and Back to Payment.
import { PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorders.ts';
import type { PreorderQuoteView } from '../../../domain/schemas/preorder-views.ts';
import { formatPkr } from '../../../domain/money.ts';
import { Button } from '../../ui/button.tsx';
import { LoaderCircle } from '../../ui/icons/loader-circle.ts';
import type { NoticedChange } from '../checkout/price-changes.ts';
import { PlaceErrorBanner, PriceChangesNotice, ReviewSection } from '../checkout/review-step.tsx';
import { StepHeading } from '../checkout/step-heading.tsx';
import type { ServerQuote } from '../checkout/use-quote.ts';
import { OrderItems } from '../orders/order-items.tsx';
import { PreorderAmountsList } from './preorder-amounts.tsx';
import { usePreorderCheckout } from './preorder-checkout-state.ts';
import { PREORDER_TIMELINE } from './preorder-timeline.ts';

interface PreorderReviewStepProps {
  focus: boolean;
  quote: ServerQuote<PreorderQuoteView>;
  onRetryQuote: () => void;
  changes: readonly NoticedChange[];
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
  onBack: () => void;
}

export function PreorderReviewStep(props: PreorderReviewStepProps) {
  const { focus, quote, onRetryQuote, changes, placing, placeError, onPlace, onBack } = props;
  const values = usePreorderCheckout((s) => s.values);
  const method = usePreorderCheckout((s) => s.paymentMethod);
  const screenshots = usePreorderCheckout((s) => s.screenshots);
  const ready = quote.state === 'ready';

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Review and place your preorder</StepHeading>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ReviewSection title="Delivery address">
          <p className="font-medium">
            {values.firstName} {values.lastName}
          </p>
          <p>{values.address}</p>
          <p>
            {values.city}, {values.postalCode}
          </p>
          <p>Pakistan</p>
          <p className="mt-2 text-muted">{values.email}</p>
          <p className="text-muted">{values.phoneNumber}</p>
        </ReviewSection>
        <ReviewSection title="Payment now (50%)">
          <p className="font-medium">{PAYMENT_METHOD_LABELS[method]}</p>
          <p className="mt-2">
            Payment screenshots uploaded: <strong className="text-leaf">{screenshots.length}</strong>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {screenshots.map((s) => (
              <img
                key={s.fileUrl}
                src={s.previewUrl}
                alt={`Preview of ${s.name}`}
                className="h-16 w-16 rounded-lg bg-sand object-cover"
              />
            ))}
          </div>
        </ReviewSection>
      </div>

      <div className="mt-4 rounded-xl border border-linen bg-white p-5">
        <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">Your preorder</h3>
        <div className="mt-3" aria-live="polite" aria-busy={quote.state === 'loading'}>
          {quote.state === 'loading' && (
            <p className="flex items-center gap-2 py-6 text-sm text-muted">
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
              Checking prices…
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
            <>
              <OrderItems items={quote.quote.lines} />
              <div className="mt-5 border-t border-linen pt-5">
                <PreorderAmountsList
                  subtotal={quote.quote.originalAmount}
                  payNow={quote.quote.payNow}
                  balance={quote.quote.balanceBeforeDelivery}
                />
              </div>
            </>
          )}
        </div>
        <PriceChangesNotice
          changes={changes}
          message={PREORDER_MESSAGES.priceChanged}
          newTotal={ready ? `Pay now: ${formatPkr(quote.quote.payNow)}` : null}
        />
        <p className="mt-4 text-xs leading-relaxed text-muted">
          We confirm your payment within 24 hours and start making your piece. When it is ready we email you the final
          payment: the other half plus delivery. {PREORDER_TIMELINE}
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
        <Button onClick={onPlace} disabled={placing || !ready} className="w-full sm:w-auto sm:min-w-56">
          {placing && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          {placing ? 'Placing Preorder...' : 'Place Preorder'}
        </Button>
      </div>
    </section>
  );
}
