// The Dashboard section's face: its panel, for the admin shell.
export { default as DashboardPanel } from './dashboard-panel.tsx';
