// Loads site-footer.tsx on demand, for root.tsx. Its own chunk; its own file, so a page carries only the loaders it
// calls.
export const loadSiteFooter = () => import('./site-footer.tsx');
