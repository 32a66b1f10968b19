// Loads preorder-confirmation-view.tsx on demand, for routes/preorder-confirmation.tsx. Its own chunk; its own file, so
// a page carries only the loaders it calls.
export const loadPreorderConfirmationView = () => import('./preorder-confirmation-view.tsx');
