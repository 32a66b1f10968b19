// Loads own-order-list.tsx on demand, for routes/orders.tsx. Its own chunk; its own file, so a page carries only the
// loaders it calls.
export const loadOwnOrderList = () => import('./own-order-list.tsx');
