// Loads related-products.tsx on demand, for routes/product.tsx. Its own chunk; its own file, so a page carries only the
// loaders it calls.
export const loadRelatedProducts = () => import('./related-products.tsx');
