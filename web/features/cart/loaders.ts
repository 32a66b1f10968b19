// The parts of the cart loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadMiniBag = () => import('./mini-bag.tsx');
