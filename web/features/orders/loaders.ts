// The parts of the orders feature loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadOrderConfirmationView = () => import('./order-confirmation-view.tsx');
export const loadOrderTrackingView = () => import('./order-tracking-view.tsx');
export const loadOrderTypes = () => import('./order-types.ts');
export const loadOwnOrderList = () => import('./own-order-list.tsx');
export const loadTrackingHistory = () => import('./tracking-history.ts');
