// Loads preorder-payment-step.tsx on demand, for routes/preorder-checkout.tsx. Its own chunk; its own file, so a page
// carries only the loaders it calls.
export const loadPreorderPaymentStep = () => import('./preorder-payment-step.tsx');
