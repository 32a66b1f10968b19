// The Settings section's face: its panel, for the admin shell.
export { default as SettingsPanel } from './settings-panel.tsx';
