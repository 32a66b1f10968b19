// Loads order-tracking-view.tsx on demand, for routes/track-order.tsx. Its own chunk; its own file, so a page carries
// only the loaders it calls.
export const loadOrderTrackingView = () => import('./order-tracking-view.tsx');
