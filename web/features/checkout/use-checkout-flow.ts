// The checkout flow (checkout-flow.ts) bound to a page: one flow per visit of the page, its state as React state, the
// form filled from the signed-in profile, the quote's changed prices taken into the bag, and goTo/place acting with what
// this render would place. /checkout and /preorder-checkout use useCheckoutFlow; the staff entry forms usePlacingFlow.
import { useEffect, useState } from 'react';
import { useSession } from '../session/index.ts';
import { useStoreHydrated } from '../../lib/persisted-store.ts';
import {
  createCheckoutFlow,
  prefillOnce,
  type CheckoutFlow,
  type Placement,
  type PrefillForm,
} from './checkout-flow.ts';
import type { CheckoutStep } from './checkout-steps.tsx';
import type { PriceChange } from './place-order.ts';
import { useServerQuote, type ServerQuote } from './use-quote.ts';

/** A flow for this page's life, and its state. */
export function usePlacingFlow(): { flow: CheckoutFlow } & ReturnType<CheckoutFlow['state']['getState']> {
  const [flow] = useState(() => createCheckoutFlow());
  const state = flow.state((s) => s);
  return { flow, ...state };
}

interface CheckoutFlowOptions<T, Q extends { priceChanges: PriceChange[] }> {
  /** The shopper form the signed-in profile fills once. */
  form: PrefillForm;
  /** Where the bag is priced, and what is asked of it at a step (null: nothing yet). */
  quotePath: string;
  quoteBody: (step: CheckoutStep) => unknown;
  /** Downloads the later steps and the placing code while the shopper is on the first. Stable (module-level). */
  preload: () => void;
  /** What this render would place, given the quote. */
  placement: (quoted: { quote: ServerQuote<Q>; retry: () => void }) => Placement<T>;
}

export function useCheckoutFlow<T, Q extends { priceChanges: PriceChange[] }>(options: CheckoutFlowOptions<T, Q>) {
  const { form, preload } = options;
  const { flow, ...state } = usePlacingFlow();
  const quoted = useServerQuote<Q>(options.quotePath, options.quoteBody(state.step));
  const { quote } = quoted;
  const sessionReady = useStoreHydrated(useSession);
  const user = useSession((s) => s.user);

  useEffect(() => {
    if (!sessionReady || !user) return;
    // Signed-in shoppers only: its code loads for them alone.
    void prefillOnce(form, user, () => import('./checkout-prefill.ts'));
  }, [sessionReady, user, form]);

  useEffect(preload, [preload]);

  const placement = options.placement(quoted);
  const { takePriceChanges } = placement;

  // The quote found prices that changed since the bag was filled: show them, and take them into the bag.
  useEffect(() => {
    if (!takePriceChanges || quote.state !== 'ready' || quote.quote.priceChanges.length === 0) return;
    flow.noticeChanges(takePriceChanges(quote.quote.priceChanges));
  }, [quote, flow, takePriceChanges]);

  return {
    ...state,
    ...quoted,
    goTo: (next: CheckoutStep) => flow.goTo(next, placement),
    place: () => void flow.place(placement),
  };
}
