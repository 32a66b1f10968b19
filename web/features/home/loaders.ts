// The parts of the home page loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadHomeSections = () => import('./home-sections.tsx');
