// The Workers section's face: its panel, for the admin shell, and the artisans' list the Production board reads.
export { useArtisans } from './use-artisans.ts';
export { default as WorkersPanel } from './workers-panel.tsx';
