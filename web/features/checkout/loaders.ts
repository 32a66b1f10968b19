// The parts of the checkout loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadCheckoutPrefill = () => import('./checkout-prefill.ts');
export const loadPaymentStep = () => import('./payment-step.tsx');
export const loadPlaceOrder = () => import('./place-order.ts');
export const loadReviewStep = () => import('./review-step.tsx');
