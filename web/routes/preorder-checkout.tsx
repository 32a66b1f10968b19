// /preorder-checkout: three steps, Cart Review, Payment Info, Review & Preorder, beside the preorder summary (SPEC §2,
// §4, §5; DECISIONS D9, D13, X7, X8), built on the order checkout's pieces. The server quotes the bag; placing empties
// the preorder bag and goes to /preorder-confirmation/{preorderId}; a refusal shows in the error banner.
import { useNavigate } from 'react-router';
import { preorderAmounts } from '../../domain/preorders.ts';
import type { PreorderQuoteView, PreorderView } from '../../domain/schemas/preorder-views.ts';
import {
  CartReviewStep,
  CheckoutHydrating,
  CheckoutLayout,
  CheckoutSidebar,
  EmptyBag,
  PlacedNote,
  quoteItems,
  useCheckoutFlow,
} from '../features/checkout/index.ts';
import { usePaymentAccounts } from '../features/orders/index.ts';
import {
  loadPreorderPaymentStep,
  loadPreorderPlacing,
  loadPreorderReviewStep,
  PREORDER_TIMELINE,
  PreorderAmountsList,
  preorderPlacement,
  preorderPrefillForm,
  removeFromPreorderBag,
  usePreorderBag,
  usePreorderBagHydrated,
} from '../features/preorders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Preorder checkout') }, { name: 'robots', content: 'noindex' }];

const STEP_LABELS = ['CART REVIEW', 'PAYMENT INFO', 'REVIEW & PREORDER'] as const;

// The payment and review steps (the screenshot upload, the payment details) download while the shopper reviews the bag.
const PreorderPaymentStep = lazyView(() => loadPreorderPaymentStep().then((m) => m.PreorderPaymentStep));
const PreorderReviewStep = lazyView(() => loadPreorderReviewStep().then((m) => m.PreorderReviewStep));
// Placing (the payload, the Idempotency-Key, the refusals' words) too.
function preload() {
  PreorderPaymentStep.preload();
  PreorderReviewStep.preload();
  void loadPreorderPlacing().catch(() => undefined);
}

export default function PreorderCheckout() {
  const hydrated = usePreorderBagHydrated();
  const lines = usePreorderBag((s) => s.lines);
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const { step, moved, changes, placing, placed, placeError, quote, retry, goTo, place } = useCheckoutFlow<
    PreorderView,
    PreorderQuoteView
  >({
    form: preorderPrefillForm,
    // The server prices the bag from the first step, so every amount shown is the server's once it answers.
    quotePath: '/preorders/quote',
    quoteBody: () => (lines.length > 0 ? { items: quoteItems(lines) } : null),
    preload,
    placement: (quoted) => preorderPlacement(navigate, quoted),
  });

  if (!hydrated) return <CheckoutHydrating />;
  if (placed) return <PlacedNote>Preorder placed. Taking you to your confirmation…</PlacedNote>;
  if (lines.length === 0) {
    return (
      <EmptyBag
        title="Your preorder bag is empty"
        text="Choose a piece, switch on Preorder beside Add to Cart, and we will make it for you in any size."
        linkLabel="Continue Shopping"
      />
    );
  }

  const local = preorderAmounts(
    lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    null,
  );
  const amounts =
    quote.state === 'ready'
      ? {
          subtotal: quote.quote.originalAmount,
          payNow: quote.quote.payNow,
          balance: quote.quote.balanceBeforeDelivery,
        }
      : { subtotal: local.originalAmount, payNow: local.payNow, balance: local.originalAmount - local.payNow };
  const lastPiece = lines[lines.length - 1]!;

  return (
    <CheckoutLayout
      title="Preorder checkout"
      step={step}
      labels={STEP_LABELS}
      sidebar={
        <CheckoutSidebar
          lines={lines}
          title="Preorder summary"
          editHref={(line) => `/product/${encodeURIComponent(line.prodId)}`}
          onRemove={removeFromPreorderBag}
          hideItemsOnPhone={step === 1}
        >
          <PreorderAmountsList {...amounts} />
        </CheckoutSidebar>
      }
    >
      {step === 1 && (
        <CartReviewStep
          lines={lines}
          focus={moved}
          onContinue={() => goTo(2)}
          heading="Review your preorder"
          note={`Each piece is made for you. ${PREORDER_TIMELINE} You pay half now, and the other half plus delivery when it is ready.`}
          back={{ to: `/product/${encodeURIComponent(lastPiece.prodId)}`, label: 'Back to Product' }}
        />
      )}
      {step === 2 && (
        <PreorderPaymentStep
          focus={moved}
          accounts={accounts}
          payNow={amounts.payNow}
          onContinue={() => goTo(3)}
          onBack={() => goTo(1)}
        />
      )}
      {step === 3 && (
        <PreorderReviewStep
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
