// /checkout: three steps, CART, PAYMENT, REVIEW & ORDER, beside the order summary (SPEC §2, §4, §5; DECISIONS D1, D2,
// X7, X8). Placing empties the bag and goes to /order-confirmation/{trackingId}; a refusal says exactly why and keeps
// everything the shopper typed.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { DEFAULT_DELIVERY_RATES, orderTotals } from '../../domain/pricing.ts';
import { useSession } from '../features/session/index.ts';
import { removeLine, replaceLines, useCart } from '../features/cart/index.ts';
import {
  CartReviewStep,
  CheckoutHydrating,
  CheckoutLayout,
  CheckoutSidebar,
  type CheckoutStep,
  CheckoutTotals,
  EmptyBag,
  initialCheckout,
  loadCheckoutPrefill,
  loadPaymentStep,
  loadPlaceOrder,
  loadReviewStep,
  mergeNoticed,
  type NoticedChange,
  ORDER_OFFLINE,
  PlacedNote,
  type PlaceResult,
  type PriceChange,
  useCheckout,
  useQuote,
  withPriceChanges,
} from '../features/checkout/index.ts';
import { loadOrderTypes, loadTrackingHistory, usePaymentAccounts } from '../features/orders/index.ts';
import { lazyView } from '../lib/lazy-view.ts';
import { useStoreHydrated } from '../lib/persisted-store.ts';
import { pageTitle } from '../lib/meta.ts';
import type { loader as rootLoader } from '../root.tsx';

export const meta = () => [{ title: pageTitle('Checkout') }, { name: 'robots', content: 'noindex' }];

// The payment and review steps (the screenshot upload, the payment details) download while the shopper reviews the bag.
const PaymentStep = lazyView(() => loadPaymentStep().then((m) => m.PaymentStep));
const ReviewStep = lazyView(() => loadReviewStep().then((m) => m.ReviewStep));
// Placing (the payload, the Idempotency-Key, the refusals' words) too.
const loadPlacing = () => loadPlaceOrder();

/** Fills the form from the signed-in shopper's profile once, never over what was already typed (but the email, which is
 *  the account's). */
function usePrefillFromProfile() {
  const sessionReady = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!sessionReady || !user || useCheckout.getState().prefilledFor === user._id) return;
    // Signed-in shoppers only: its code loads for them alone.
    void loadCheckoutPrefill().then(({ prefillFromProfile }) => {
      if (useCheckout.getState().prefilledFor === user._id) return;
      useCheckout.setState({ values: prefillFromProfile(useCheckout.getState().values, user), prefilledFor: user._id });
    });
  }, [sessionReady, user]);
}

/** The bag takes the catalog's current prices, so the next quote and the order agree with the server. */
function applyPriceChanges(changes: readonly PriceChange[]): NoticedChange[] {
  const { lines, noticed } = withPriceChanges(useCart.getState().lines, changes);
  replaceLines(lines);
  return noticed;
}

export default function Checkout() {
  const hydrated = useStoreHydrated(useCart);
  const lines = useCart((s) => s.lines);
  const country = useCheckout((s) => s.values.country);
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.deliveryRates ?? DEFAULT_DELIVERY_RATES;
  const navigate = useNavigate();
  const accounts = usePaymentAccounts();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [moved, setMoved] = useState(false);
  const { quote, retry } = useQuote(lines, country, step === 3);
  const [changes, setChanges] = useState<NoticedChange[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<{ prodId: string; size: string } | null>(null);
  // A second click lands before React re-renders the disabled button: this stops it at once.
  const busy = useRef(false);
  usePrefillFromProfile();
  useEffect(() => {
    PaymentStep.preload();
    ReviewStep.preload();
    void loadPlacing().catch(() => undefined);
  }, []);

  // The quote found prices that changed since the bag was filled: show them, and take them into the bag.
  useEffect(() => {
    if (quote.state !== 'ready' || quote.quote.priceChanges.length === 0) return;
    const noticed = applyPriceChanges(quote.quote.priceChanges);
    setChanges((before) => mergeNoticed(before, noticed));
  }, [quote]);

  function goTo(next: CheckoutStep) {
    setStep(next);
    setMoved(true);
    setPlaceError(null);
    if (next !== 3) setChanges([]);
    window.scrollTo(0, 0);
  }

  async function place() {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    setPlaceError(null);
    setFlagged(null);
    const { values, paymentMethod, screenshot } = useCheckout.getState();
    const placing = await loadPlacing().catch(() => null);
    // Its code not fetched (no connection) is said as an order that could not be sent.
    const result: PlaceResult = placing
      ? await placing.placeOrder(
          placing.orderPayload(useCart.getState().lines, values, paymentMethod, screenshot?.fileUrl ?? null),
        )
      : { ok: false, status: 0, message: ORDER_OFFLINE };
    if (result.ok) {
      const { order } = result;
      // This browser's tracking history is written in the background: the confirmation does not wait for its code.
      void Promise.all([loadOrderTypes(), loadTrackingHistory()]).then(([types, history]) =>
        history.rememberOrder(types.toDisplay(order)),
      );
      placing?.forgetAttempt();
      setPlaced(true);
      replaceLines([]);
      if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
      useCheckout.setState(initialCheckout());
      void navigate(`/order-confirmation/${order.trackingId}`);
      return;
    }
    busy.current = false;
    setPlacing(false);
    if (result.priceChanges?.length) {
      // The notice says what changed and the new quote shows the new total: the shopper places again.
      setChanges(applyPriceChanges(result.priceChanges));
      return;
    }
    if (result.prodId && result.size) setFlagged({ prodId: result.prodId, size: result.size });
    if (result.screenshotMissing) {
      // The upload expired or was removed: back to the uploader, with the reason beside it.
      useCheckout.setState((s) => ({ screenshot: null, errors: { ...s.errors, paymentScreenshot: result.message } }));
      goTo(2);
      return;
    }
    setPlaceError(result.message);
  }

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
          flagged={flagged}
          hideItemsOnPhone={step === 1}
        >
          <CheckoutTotals totals={totals} />
        </CheckoutSidebar>
      }
    >
      {step === 1 && <CartReviewStep lines={lines} focus={moved} onContinue={() => goTo(2)} />}
      {step === 2 && <PaymentStep focus={moved} accounts={accounts} amount={local.total} onContinue={() => goTo(3)} />}
      {step === 3 && (
        <ReviewStep
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
