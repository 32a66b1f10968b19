// Loads mini-bag.tsx on demand, for features/product/add-to-cart-panel.tsx. Its own chunk; its own file, so a page
// carries only the loaders it calls.
export const loadMiniBag = () => import('./mini-bag.tsx');
