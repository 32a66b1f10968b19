// The Questions section's face: its panel, for the admin shell.
export { default as QuestionsPanel } from './questions-panel.tsx';
