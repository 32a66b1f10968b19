// Loads image-protection.ts on demand, for root.tsx. Its own chunk; its own file, so a page carries only the loaders it
// calls.
export const loadImageProtection = () => import('./image-protection.ts');
