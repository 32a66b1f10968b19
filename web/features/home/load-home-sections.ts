// Loads home-sections.tsx on demand, for routes/home.tsx. Its own chunk; its own file, so a page carries only the
// loaders it calls.
export const loadHomeSections = () => import('./home-sections.tsx');
