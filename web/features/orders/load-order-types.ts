// Loads order-types.ts on demand, for features/checkout/order-placement.ts. Its own chunk; its own file, so a page
// carries only the loaders it calls.
export const loadOrderTypes = () => import('./order-types.ts');
