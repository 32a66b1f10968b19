// Loads checkout-prefill.ts on demand, for the preorder prefill's test (the checkout and preorder flows load it through
// prefillOnce). Its own chunk; its own file, so a page carries only the loaders it calls.
export const loadCheckoutPrefill = () => import('./checkout-prefill.ts');
