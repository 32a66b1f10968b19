// /checkout: three steps, CART, PAYMENT, REVIEW & ORDER, beside the order summary (SPEC §2, §4, §5; DECISIONS D1, D2,
// X7, X8). Placing empties the bag and goes to /order-confirmation/{trackingId}; a refusal says exactly why and keeps
// everything the shopper typed.
import { useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY_RATES, orderTotals } from '../../domain/pricing.ts';
import type { QuoteView } from '../../domain/schemas/order-views.ts';
import { removeLine, useCart } from '../features/cart/index.ts';
import {
  CartReviewStep,
  CheckoutHydrating,
  CheckoutLayout,
  CheckoutSidebar,
  CheckoutTotals,
  checkoutPrefillForm,
  DeliveryNote,
  DiscountBox,
  EmptyBag,
  type FlaggedLine,
  loadOrderPlacing,
  loadPaymentStep,
  loadReviewStep,
  orderPlacement,
  PlacedNote,
  quoteItems,
  useCheckout,
  useCheckoutFlow,
} from '../features/checkout/index.ts';
import { type FullOrder, usePaymentAccounts } from '../features/orders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';
import type { loader as rootLoader } from '../root.tsx';

export const meta = () => [{ title: pageTitle('Checkout') }, { name: 'robots', content: 'noindex' }];

// The payment and review steps (the screenshot upload, the payment details) download while the shopper reviews the bag.
const PaymentStep = lazyView(() => loadPaymentStep().then((m) => m.PaymentStep));
const ReviewStep = lazyView(() => loadReviewStep().then((m) => m.ReviewStep));
// Placing (the payload, the Idempotency-Key, the refusals' words) too.
function preload() {
  PaymentStep.preload();
  ReviewStep.preload();
  void loadOrderPlacing().catch(() => undefined);
}

export default function Checkout() {
  const hydrated = useStoreHydrated(useCart);
  const lines = useCart((s) => s.lines);
  const country = useCheckout((s) => s.values.country);
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const [flagged, setFlagged] = useState<FlaggedLine>(null);
  const { step, moved, changes, placing, placed, placeError, quote, retry, goTo, place } = useCheckoutFlow<
    FullOrder,
    QuoteView
  >({
    form: checkoutPrefillForm,
    quotePath: '/orders/quote',
    quoteBody: (at) => (at === 3 && lines.length > 0 ? { items: quoteItems(lines), country } : null),
    preload,
    placement: () => orderPlacement(navigate, setFlagged),
  });

  if (!hydrated) return <CheckoutHydrating />;
  if (placed) return <PlacedNote>Order placed. Taking you to your confirmation…</PlacedNote>;
  if (lines.length === 0) {
    return (
      <EmptyBag
        title="Your Cart is Empty"
        text="Add a piece or two to your bag, then come back here to check out."
        linkLabel="Continue shopping"
      />
    );
  }

  const local = orderTotals(lines, country, rates);
  const totals =
    step === 3 && quote.state === 'ready'
      ? {
          itemCount: quote.quote.itemCount,
          subtotal: quote.quote.subtotal,
          delivery: quote.quote.delivery,
          total: quote.quote.total,
        }
      : local;

  return (
    <CheckoutLayout
      title="Checkout"
      step={step}
      sidebar={
        <CheckoutSidebar
          lines={lines}
          editHref={() => '/cart'}
          onRemove={removeLine}
          discount={<DiscountBox />}
          flagged={flagged}
          hideItemsOnPhone={step === 1}
        >
          <CheckoutTotals totals={totals} />
        </CheckoutSidebar>
      }
    >
      {step === 1 && <CartReviewStep lines={lines} focus={moved} onContinue={() => goTo(2)} note={<DeliveryNote />} />}
      {step === 2 && <PaymentStep focus={moved} accounts={accounts} amount={local.total} onContinue={() => goTo(3)} />}
      {step === 3 && (
        <ReviewStep
          focus={moved}
          quote={quote}
          onRetryQuote={retry}
          changes={changes}
          placing={placing}
          placeError={placeError}
          onPlace={place}
          onBack={() => goTo(2)}
        />
      )}
    </CheckoutLayout>
  );
}
