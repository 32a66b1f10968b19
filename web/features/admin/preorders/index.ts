// The Preorders section's face: its panel, for the admin shell.
export { default as PreordersPanel } from './preorders-panel.tsx';
