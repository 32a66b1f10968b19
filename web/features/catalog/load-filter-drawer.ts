// Loads filter-drawer.tsx on demand, for routes/shop.tsx. Its own chunk; its own file, so a page carries only the
// loaders it calls.
export const loadFilterDrawer = () => import('./filter-drawer.tsx');
