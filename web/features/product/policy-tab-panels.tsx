// The shop's policies as the product page's tabs show them, loaded when a tab opens (product-tabs.tsx): the panels are
// the content feature's, reached through this own module so the lazy load keeps its own chunk.
export { DeliveryPanel, PaymentPanel, ReturnsPanel } from '../content/index.ts';
