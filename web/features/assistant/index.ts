// MISSING HEADER

// Loaded on demand: each keeps its own chunk, fetched only when a page needs it.
export const loadAssistantLauncher = () => import('./assistant-launcher.tsx');
