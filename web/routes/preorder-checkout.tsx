// /preorder-checkout: three steps, Cart Review, Payment Info, Review & Preorder, beside the preorder summary (SPEC §2,
// §4, §5; DECISIONS D9, D13, X7, X8), built on the order checkout's pieces. The server quotes the bag; placing empties
// the preorder bag and goes to /preorder-confirmation/{preorderId}; a refusal shows in the error banner.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PREORDER_COUNTRY, preorderAmounts } from '../../domain/preorders.ts';
import type { PreorderQuoteView } from '../../domain/schemas/preorder-views.ts';
import { useSession } from '../features/session/index.ts';
import {
  CartReviewStep,
  CheckoutHydrating,
  CheckoutLayout,
  CheckoutSidebar,
  type CheckoutStep,
  EmptyBag,
  loadCheckoutPrefill,
  mergeNoticed,
  type NoticedChange,
  PlacedNote,
  PREORDER_OFFLINE,
  type PriceChange,
  quoteItems,
  useServerQuote,
  withPriceChanges,
} from '../features/checkout/index.ts';
import { usePaymentAccounts } from '../features/orders/index.ts';
import {
  initialPreorderCheckout,
  loadPlacePreorder,
  loadPreorderPaymentStep,
  loadPreorderReviewStep,
  type PlacePreorderResult,
  PREORDER_TIMELINE,
  PreorderAmountsList,
  removeFromPreorderBag,
  replacePreorderLines,
  usePreorderBag,
  usePreorderBagHydrated,
  usePreorderCheckout,
} from '../features/preorders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = () => [{ title: pageTitle('Preorder checkout') }, { name: 'robots', content: 'noindex' }];

const STEP_LABELS = ['CART REVIEW', 'PAYMENT INFO', 'REVIEW & PREORDER'] as const;

// The payment and review steps (the screenshot upload, the payment details) download while the shopper reviews the bag.
const PreorderPaymentStep = lazyView(() => loadPreorderPaymentStep().then((m) => m.PreorderPaymentStep));
const PreorderReviewStep = lazyView(() => loadPreorderReviewStep().then((m) => m.PreorderReviewStep));
// Placing (the payload, the Idempotency-Key, the refusals' words) too.
const loadPlacing = () => loadPlacePreorder();

/** Fills the form from the signed-in shopper's profile once, never over what was typed (the email is the account's). */
function usePrefillFromProfile() {
  const sessionReady = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!sessionReady || !user || usePreorderCheckout.getState().prefilledFor === user._id) return;
    // Signed-in shoppers only: its code loads for them alone.
    void loadCheckoutPrefill().then(({ prefillFromProfile }) => {
      if (usePreorderCheckout.getState().prefilledFor === user._id) return;
      const { country: _country, ...values } = prefillFromProfile(
        { ...usePreorderCheckout.getState().values, country: PREORDER_COUNTRY },
        user,
      );
      usePreorderCheckout.setState({ values, prefilledFor: user._id });
    });
  }, [sessionReady, user]);
}

/** The bag takes the catalog's current prices, so the next quote and the preorder agree with the server. */
function applyPriceChanges(changes: readonly PriceChange[]): NoticedChange[] {
  const { lines, noticed } = withPriceChanges(usePreorderBag.getState().lines, changes);
  replacePreorderLines(lines);
  return noticed;
}

export default function PreorderCheckout() {
  const hydrated = usePreorderBagHydrated();
  const lines = usePreorderBag((s) => s.lines);
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [moved, setMoved] = useState(false);
  // The server prices the bag from the first step, so every amount shown is the server's once it answers.
  const { quote, retry } = useServerQuote<PreorderQuoteView>(
    '/preorders/quote',
    lines.length > 0 ? { items: quoteItems(lines) } : null,
  );
  const [changes, setChanges] = useState<NoticedChange[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  // A second click lands before React re-renders the disabled button: this stops it at once.
  const busy = useRef(false);
  usePrefillFromProfile();
  useEffect(() => {
    PreorderPaymentStep.preload();
    PreorderReviewStep.preload();
    void loadPlacing().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (quote.state !== 'ready' || quote.quote.priceChanges.length === 0) return;
    const noticed = applyPriceChanges(quote.quote.priceChanges);
    setChanges((before) => mergeNoticed(before, noticed));
  }, [quote]);

  function goTo(next: CheckoutStep) {
    // SPEC §4: leaving Cart Review needs a non-empty bag.
    if (next === 2 && usePreorderBag.getState().lines.length === 0) {
      // Rare (the empty bag has its own page): the words load with it, not every preorder message with the page.
      void import('../../domain/preorder-messages.ts').then((m) => window.alert(m.PREORDER_MESSAGES.emptyBag));
      return;
    }
    setStep(next);
    setMoved(true);
    setPlaceError(null);
    window.scrollTo(0, 0);
  }

  async function place() {
    if (busy.current || quote.state !== 'ready') return;
    busy.current = true;
    setPlacing(true);
    setPlaceError(null);
    const { values, paymentMethod, screenshots } = usePreorderCheckout.getState();
    const placing = await loadPlacing().catch(() => null);
    // Its code not fetched (no connection) is said as a preorder that could not be sent.
    const result: PlacePreorderResult = placing
      ? await placing.placePreorder(
          placing.preorderPayload(
            usePreorderBag.getState().lines,
            values,
            paymentMethod,
            screenshots.map((s) => s.fileUrl),
            quote.quote,
            placing.isGuest(),
          ),
        )
      : { ok: false, status: 0, message: PREORDER_OFFLINE };
    if (result.ok) {
      setPlaced(true);
      replacePreorderLines([]);
      for (const s of screenshots) URL.revokeObjectURL(s.previewUrl);
      usePreorderCheckout.setState(initialPreorderCheckout());
      void navigate(`/preorder-confirmation/${result.order.preorderId}`);
      return;
    }
    busy.current = false;
    setPlacing(false);
    // The notice says what changed and the new quote shows the new amounts: the shopper places again.
    if (result.priceChanges?.length) setChanges(applyPriceChanges(result.priceChanges));
    else if (result.status === 409) retry();
    if (result.screenshotMissing) {
      // The upload expired or came from elsewhere: back to the uploader, with the reason beside it.
      usePreorderCheckout.setState((s) => ({
        screenshots: [],
        errors: { ...s.errors, paymentScreenshots: result.message },
      }));
      goTo(2);
      return;
    }
    setPlaceError(result.message);
  }

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
          discount={false}
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
          onPlace={() => void place()}
          onBack={() => goTo(2)}
        />
      )}
    </CheckoutLayout>
  );
}
