// Loads assistant-launcher.tsx on demand, for root.tsx. Its own chunk; its own file, so a page carries only the loaders
// it calls.
export const loadAssistantLauncher = () => import('./assistant-launcher.tsx');
