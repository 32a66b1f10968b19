// Step 3 of /preorder-checkout (SPEC §2): where it goes, how the deposit was paid, the pieces and the server's amounts
// (any changed price shown before placing, X7); Place Preorder with a spinner while placing, and Back to Payment.
import { PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import { PREORDER_COUNTRY } from '../../../domain/preorders.ts';
import { PREORDER_MESSAGES } from '../../../domain/preorder-messages.ts';
import type { PreorderQuoteView } from '../../../domain/schemas/preorder-views.ts';
import { formatPkr } from '../../../domain/money.ts';
import {
  PlaceErrorBanner,
  PlaceFooter,
  type PlaceStepProps,
  PriceChangesNotice,
  QuoteReview,
  ReviewSection,
  ShippingReview,
  StepHeading,
} from '../checkout/index.ts';
import { OrderItems } from '../orders/index.ts';
import { PreorderAmountsList } from './preorder-amounts.tsx';
import { usePreorderCheckout } from './preorder-checkout-state.ts';
import { PREORDER_TIMELINE } from './preorder-timeline.ts';

export function PreorderReviewStep(props: PlaceStepProps<PreorderQuoteView>) {
  const { focus, quote, onRetryQuote, changes, placing, placeError, onPlace, onBack } = props;
  const values = usePreorderCheckout((s) => s.values);
  const method = usePreorderCheckout((s) => s.paymentMethod);
  const screenshots = usePreorderCheckout((s) => s.screenshots);
  const ready = quote.state === 'ready';

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Review and place your preorder</StepHeading>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ShippingReview title="Delivery address" values={values} country={PREORDER_COUNTRY} />
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

      <QuoteReview
        title="Your preorder"
        quote={quote}
        loadingText="Checking prices…"
        onRetry={onRetryQuote}
        amounts={(q) => (
          <>
            <OrderItems items={q.lines} />
            <div className="mt-5 border-t border-linen pt-5">
              <PreorderAmountsList subtotal={q.originalAmount} payNow={q.payNow} balance={q.balanceBeforeDelivery} />
            </div>
          </>
        )}
      >
        <PriceChangesNotice
          changes={changes}
          message={PREORDER_MESSAGES.priceChanged}
          newTotal={ready ? `Pay now: ${formatPkr(quote.quote.payNow)}` : null}
        />
        <p className="mt-4 text-xs leading-relaxed text-muted">
          We confirm your payment within 24 hours and start making your piece. When it is ready we email you the final
          payment: the other half plus delivery. {PREORDER_TIMELINE}
        </p>
      </QuoteReview>

      <PlaceErrorBanner message={placeError} />
      <PlaceFooter
        placing={placing}
        ready={ready}
        onBack={onBack}
        onPlace={onPlace}
        label="Place Preorder"
        placingLabel="Placing Preorder..."
      />
    </section>
  );
}
