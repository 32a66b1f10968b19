// The Workers section's face: its panel, for the admin shell.
export { default as WorkersPanel } from './workers-panel.tsx';
