// Loads tracking-history.ts on demand, for features/checkout/order-placement.ts (the placed order's first history). Its
// own chunk; its own file, so a page carries only the loaders it calls.
export const loadTrackingHistory = () => import('./tracking-history.ts');
