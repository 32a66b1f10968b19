// The shopping assistant's face: its launcher, loaded on demand, for root.tsx.
export { loadAssistantLauncher } from './load-assistant-launcher.ts';
