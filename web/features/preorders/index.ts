// The preorders feature's face: the preorder bag, timeline, checkout steps and tracking, for the product page, admin and the routes.
export { OwnPreorders } from './own-preorders.tsx';
export type { PlacePreorderResult } from './place-preorder.ts';
export { PreorderAmountsList } from './preorder-amounts.tsx';
export {
  addToPreorderBag,
  removeFromPreorderBag,
  replacePreorderLines,
  usePreorderBag,
  usePreorderBagHydrated,
} from './preorder-bag-store.ts';
export { initialPreorderCheckout, preorderPrefillForm, usePreorderCheckout } from './preorder-checkout-state.ts';
export { applyPreorderPriceChanges, loadPreorderPlacing, preorderPlacement } from './preorder-placement.ts';
export { PreorderHistoryList } from './preorder-history-list.tsx';
export { PreorderScreenshotUpload, type ScreenshotUploadWording } from './preorder-screenshot-upload.tsx';
export { PREORDER_TIMELINE } from './preorder-timeline.ts';
export { usePreorderLookup } from './use-preorder-lookup.ts';
export { loadPreorderConfirmationView } from './load-preorder-confirmation-view.ts';
export { loadPreorderPaymentStep } from './load-preorder-payment-step.ts';
export { loadPreorderReviewStep } from './load-preorder-review-step.ts';
export { loadPreorderTrackingView } from './load-preorder-tracking-view.ts';
