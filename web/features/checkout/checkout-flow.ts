// The one way a new order is placed from the browser, whether the shopper's checkout, the preorder checkout or an
// order staff enter by hand: the three steps, the form filled once from the signed-in profile, the changed prices taken
// into the lines and shown before placing again (DECISIONS X7), one placing at a time, and a refusal turned into its
// message, a marked line or a step back. Free of React so its rules are tested as they are (use-checkout-flow.ts binds
// it to a page); what is placed and what a refusal means for it come from a Placement.
import type { AccountUser } from '../../../domain/schemas/account-views.ts';
import { createStore, type Store } from '../../lib/store.ts';
import type { PriceChange, SendResult } from '../orders/index.ts';
import type { prefillFromProfile } from './checkout-prefill.ts';
import type { CheckoutStep } from './checkout-steps.tsx';
import { mergeNoticed, type NoticedChange } from './price-changes.ts';

export type Refusal = Extract<SendResult<unknown>, { ok: false }>;

/** What the page does after a refusal: the message under the button (null: none), or a step to go back to where the
 *  shopper can mend it. */
export interface RefusalOutcome {
  message: string | null;
  backTo?: CheckoutStep;
}

/** What is placed (an order, a preorder, a staff entry): how it moves between the steps, and its placing code. */
export interface Placement<T> {
  /** False while placing must wait (the preorder sends the amounts its quote gave). */
  ready?: boolean;
  /** False keeps the shopper where they are (SPEC §4: the preorder's payment step needs a bag). */
  mayGoTo?: (next: CheckoutStep) => boolean;
  /** The changes shown are forgotten when leaving the review step (the order checkout quotes only there). */
  changesOnReviewOnly?: boolean;
  /** Just before sending: what the last refusal marked is cleared. */
  onSending?: () => void;
  /** The bag takes the catalog's current prices, from a quote or a refusal; answers the changes as shown. Module-level,
   *  so the same function on every render. */
  takePriceChanges?: (changes: readonly PriceChange[]) => NoticedChange[];
  /** The code that sends and reads the answers: the checkouts download it while the shopper is on the first step,
   *  so the page itself ships without it. */
  load: () => Promise<Placing<T>>;
}

/** Sending what is placed, and what its answers mean. */
export interface Placing<T> {
  send: () => Promise<SendResult<T>>;
  /** Placed: the bag empties and the page moves on. */
  onPlaced: (placed: T) => void;
  /** After a refusal; `pricesTaken`: its changed prices are in the bag and shown (the flow took them). */
  onRefused?: (refusal: Refusal, pricesTaken: boolean) => RefusalOutcome;
}

/** What a checkout places when its placing code could not be fetched (no connection): nothing is sent, the shopper
 *  is told to try again. */
export function unsentPlacing<T>(message: string): Placing<T> {
  return { send: () => Promise.resolve({ ok: false, status: 0, message }), onPlaced: () => undefined };
}

/** How a placement moves between the steps. */
export type StepRules = Pick<Placement<unknown>, 'mayGoTo' | 'changesOnReviewOnly'>;

export interface CheckoutFlowState {
  step: CheckoutStep;
  /** The shopper has moved between steps, so the new step's heading takes focus (not on arrival). */
  moved: boolean;
  /** Prices that changed since the bag was filled; the bag already holds the new ones. */
  changes: NoticedChange[];
  placing: boolean;
  placed: boolean;
  placeError: string | null;
}

/** The shopper form a signed-in profile fills: whose profile filled it, and how it is filled. */
export interface PrefillForm {
  prefilledFor: () => string | null;
  fill: (user: AccountUser, fromProfile: typeof prefillFromProfile) => void;
}

export interface CheckoutFlow {
  state: Store<CheckoutFlowState>;
  /** A placing is on its way: a second click lands before React re-renders the disabled button, this stops it. */
  busy: () => boolean;
  goTo: (next: CheckoutStep, rules: StepRules) => void;
  /** The quote found prices that changed: shown beside those already shown. */
  noticeChanges: (noticed: readonly NoticedChange[]) => void;
  place: <T>(placement: Placement<T>) => Promise<void>;
  setPlaceError: (message: string | null) => void;
}

const initialFlow = (): CheckoutFlowState => ({
  step: 1,
  moved: false,
  changes: [],
  placing: false,
  placed: false,
  placeError: null,
});

const scrollToTop = () => window.scrollTo(0, 0);

export function createCheckoutFlow({ onMove = scrollToTop }: { onMove?: () => void } = {}): CheckoutFlow {
  const state = createStore<CheckoutFlowState>(initialFlow);
  let busy = false;

  function goTo(next: CheckoutStep, rules: StepRules) {
    if (rules.mayGoTo && !rules.mayGoTo(next)) return;
    state.setState((s) => ({
      step: next,
      moved: true,
      placeError: null,
      changes: rules.changesOnReviewOnly && next !== 3 ? [] : s.changes,
    }));
    onMove();
  }

  async function place<T>(placement: Placement<T>) {
    if (busy || placement.ready === false) return;
    busy = true;
    state.setState({ placing: true, placeError: null });
    placement.onSending?.();
    const placing = await placement.load();
    const result = await placing.send();
    if (result.ok) {
      state.setState({ placed: true });
      placing.onPlaced(result.order);
      return;
    }
    busy = false;
    state.setState({ placing: false });
    // The bag takes the changed prices and the notice shows them, replacing those shown: the shopper places again.
    const taken = result.priceChanges?.length ? placement.takePriceChanges?.(result.priceChanges) : undefined;
    if (taken) state.setState({ changes: taken });
    const outcome = placing.onRefused?.(result, taken !== undefined) ?? { message: result.message };
    if (outcome.backTo) goTo(outcome.backTo, placement);
    else state.setState({ placeError: outcome.message });
  }

  return {
    state,
    busy: () => busy,
    goTo,
    noticeChanges: (noticed) => state.setState((s) => ({ changes: mergeNoticed(s.changes, noticed) })),
    place,
    setPlaceError: (placeError) => state.setState({ placeError }),
  };
}

/** Fills the form from the signed-in shopper's profile once, never over what was already typed (but the email, which
 *  is the account's). The filling code loads for signed-in shoppers alone. */
export async function prefillOnce(
  form: PrefillForm,
  user: AccountUser,
  load: () => Promise<{ prefillFromProfile: typeof prefillFromProfile }>,
): Promise<void> {
  if (form.prefilledFor() === user._id) return;
  const { prefillFromProfile: fromProfile } = await load();
  // Another fill may have landed while its code loaded.
  if (form.prefilledFor() === user._id) return;
  form.fill(user, fromProfile);
}
