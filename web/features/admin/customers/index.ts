// The Customers section's face: its panel, for the admin shell, and the stat card other sections show.
export { default as CustomersPanel } from './customers-panel.tsx';
export { StatCard } from './stat-card.tsx';
