// Loads size-guide-dialog.tsx on demand, for routes/product.tsx. Its own chunk; its own file, so a page carries only
// the loaders it calls.
export const loadSizeGuideDialog = () => import('./size-guide-dialog.tsx');
