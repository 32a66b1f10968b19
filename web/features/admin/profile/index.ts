// The Profile section's face: its panel, for the admin shell.
export { default as AdminProfilePanel } from './admin-profile-panel.tsx';
