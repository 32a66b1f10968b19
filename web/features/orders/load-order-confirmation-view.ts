// Loads order-confirmation-view.tsx on demand, for routes/order-confirmation.tsx. Its own chunk; its own file, so a
// page carries only the loaders it calls.
export const loadOrderConfirmationView = () => import('./order-confirmation-view.tsx');
