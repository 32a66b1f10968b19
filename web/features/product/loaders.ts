// The parts of the product page loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadProductTabs = () => import('./product-tabs.tsx');
export const loadRelatedProducts = () => import('./related-products.tsx');
export const loadSizeGuideDialog = () => import('./size-guide-dialog.tsx');
