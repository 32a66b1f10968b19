// The cart feature's face: the bag's store, what changes it and the bag views other features and routes may use.
export { addLine, changeQuantity, removeLine, replaceLines } from './cart-actions.ts';
export { CartLineItem } from './cart-line-item.tsx';
export { refreshedLines } from './cart-refresh.ts';
export { useCart } from './cart-store.ts';
export { OrderSummary, useBagTotals } from './order-summary.tsx';
export { loadMiniBag } from './load-mini-bag.ts';
