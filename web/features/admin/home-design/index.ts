// The Home design section's face: its panel, for the admin shell.
export { default as HomeDesignPanel } from './home-design-panel.tsx';
