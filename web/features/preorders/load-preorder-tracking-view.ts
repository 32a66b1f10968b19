// Loads preorder-tracking-view.tsx on demand, for routes/preorders.tsx. Its own chunk; its own file, so a page carries
// only the loaders it calls.
export const loadPreorderTrackingView = () => import('./preorder-tracking-view.tsx');
