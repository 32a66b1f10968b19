// Loads payment-step.tsx on demand, for routes/checkout.tsx. Its own chunk; its own file, so a page carries only the
// loaders it calls.
export const loadPaymentStep = () => import('./payment-step.tsx');
