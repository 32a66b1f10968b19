// The Orders section's face: its panel, for the admin shell, and the order pieces the preorder and entry sections reuse.
export { default as OrdersPanel } from './orders-panel.tsx';
