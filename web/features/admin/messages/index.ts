// The Messages section's face: its panel, for the admin shell.
export { default as MessagesPanel } from './messages-panel.tsx';
