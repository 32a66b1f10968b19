// The coming-soon sections' face (Workers, Production, Logistics), for the admin shell.
export { LogisticsPanel, ProductionPanel, WorkersPanel } from './coming-soon-panel.tsx';
