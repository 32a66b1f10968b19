// The parts of the catalog loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadFilterDrawer = () => import('./filter-drawer.tsx');
