// The Inventory section's face: its panel, for the admin shell.
export { default as InventoryPanel } from './inventory-panel.tsx';
