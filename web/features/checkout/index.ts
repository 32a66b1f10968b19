// The checkout feature's face: the steps, their state and placing, for the checkout routes, preorders and the staff entry.
export { CartReviewStep } from './cart-review-step.tsx';
export { CheckoutHydrating, CheckoutLayout, EmptyBag, PlacedNote } from './checkout-frame.tsx';
export { CheckoutSidebar } from './checkout-sidebar.tsx';
export { type Placement, type Placing, type PrefillForm, prefillOnce, unsentPlacing } from './checkout-flow.ts';
export { CHECKOUT_COUNTRIES, checkoutPrefillForm, initialCheckout, useCheckout } from './checkout-state.ts';
export type { CheckoutStep } from './checkout-steps.tsx';
export { ORDER_OFFLINE, PREORDER_OFFLINE } from './offline-messages.ts';
export { CheckoutTotals, DeliveryNote, DiscountBox } from './order-checkout-parts.tsx';
export { applyCartPriceChanges, loadOrderPlacing, orderPlacement } from './order-placement.ts';
export { PaymentMethods } from './payment-methods.tsx';
export type { FlaggedLine, PlaceResult, PriceChange } from './place-order.ts';
export { mergeNoticed, type NoticedChange, withPriceChanges } from './price-changes.ts';
export {
  PlaceErrorBanner,
  PlaceFooter,
  type PlaceStepProps,
  PriceChangesNotice,
  QuoteReview,
  ReviewSection,
  ShippingReview,
} from './review-parts.tsx';
export { ShippingFields, type ShippingTextField } from './shipping-fields.tsx';
export { StepHeading } from './step-heading.tsx';
export { useCheckedStep } from './use-checked-step.ts';
export { useCheckoutFlow, usePlacingFlow } from './use-checkout-flow.ts';
export { quoteItems, type QuoteState, type ServerQuote, useQuote, useServerQuote } from './use-quote.ts';
export { loadCheckoutPrefill } from './load-checkout-prefill.ts';
export { loadPaymentStep } from './load-payment-step.ts';
export { loadReviewStep } from './load-review-step.ts';
