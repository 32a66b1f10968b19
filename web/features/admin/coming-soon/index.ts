// The coming-soon section's face (Logistics), for the admin shell.
export { LogisticsPanel } from './coming-soon-panel.tsx';
