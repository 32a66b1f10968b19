// Step 3 of /checkout (SPEC §2): shipping details, payment method, whether a screenshot was uploaded, and the server's
// quote (item count, subtotal, delivery, total; any changed price shown before placing, X7); PLACE ORDER and Back to
// Payment. The parent places the order: this step only shows its progress and its outcome.
import { PAYMENT_METHOD_LABELS } from '../../../domain/orders.ts';
import { ORDER_MESSAGES } from '../../../domain/order-messages.ts';
import { formatPkr } from '../../../domain/money.ts';
import type { QuoteView } from '../../../domain/schemas/order-views.ts';
import { OrderAmounts } from '../orders/index.ts';
import { useCheckout } from './checkout-state.ts';
import {
  PlaceErrorBanner,
  PlaceFooter,
  PriceChangesNotice,
  QuoteReview,
  ReviewSection,
  ShippingReview,
  type PlaceStepProps,
} from './review-parts.tsx';
import { StepHeading } from './step-heading.tsx';
import { TransferNote } from './transfer-amount.tsx';

export function ReviewStep({
  focus,
  quote,
  onRetryQuote,
  changes,
  placing,
  placeError,
  onPlace,
  onBack,
}: PlaceStepProps<QuoteView>) {
  const values = useCheckout((s) => s.values);
  const method = useCheckout((s) => s.paymentMethod);
  const screenshot = useCheckout((s) => s.screenshot);
  const ready = quote.state === 'ready';

  return (
    <section aria-labelledby="step-heading">
      <StepHeading focus={focus}>Review and place your order</StepHeading>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ShippingReview title="Shipping information" values={values} country={values.country} />
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

      <QuoteReview
        title="Your order"
        quote={quote}
        loadingText="Checking prices and delivery…"
        onRetry={onRetryQuote}
        amounts={(q) => (
          <OrderAmounts itemCount={q.itemCount} subtotal={q.subtotal} delivery={q.delivery} total={q.total} />
        )}
      >
        <PriceChangesNotice
          changes={changes}
          message={ORDER_MESSAGES.priceChanged}
          newTotal={ready ? `New total: ${formatPkr(quote.quote.total)}` : null}
        />
        {ready && <TransferNote amount={quote.quote.total} className="mt-4 text-sm" />}
        <p className="mt-4 text-xs leading-relaxed text-muted">
          You pay in Pakistani rupees (PKR) by the transfer you made. We confirm it within 24 hours and then prepare
          your order.
        </p>
      </QuoteReview>

      <PlaceErrorBanner message={placeError} />
      <PlaceFooter
        placing={placing}
        ready={ready}
        onBack={onBack}
        onPlace={onPlace}
        label="PLACE ORDER"
        placingLabel="PLACING ORDER..."
      />
    </section>
  );
}
