// The parts of the assistant loaded on demand, named for its face: each keeps its own chunk, fetched only when a page needs it.
export const loadAssistantLauncher = () => import('./assistant-launcher.tsx');
