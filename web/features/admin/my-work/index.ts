// The My work section's face: the worker's cards and packing, for the admin shell.
export { default as MyWorkPanel } from './my-work-panel.tsx';
