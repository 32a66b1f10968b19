// The parts of the preorders feature loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadPlacePreorder = () => import('./place-preorder.ts');
export const loadPreorderConfirmationView = () => import('./preorder-confirmation-view.tsx');
export const loadPreorderPaymentStep = () => import('./preorder-payment-step.tsx');
export const loadPreorderReviewStep = () => import('./preorder-review-step.tsx');
export const loadPreorderTrackingView = () => import('./preorder-tracking-view.tsx');
