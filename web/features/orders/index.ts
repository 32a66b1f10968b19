// The orders feature's face: order views, tracking, sending an order and the shop's payment accounts, for checkout, preorders, admin and the routes.
export {
  ConfirmationCard,
  ConfirmationFailure,
  ConfirmationId,
  ConfirmationLoading,
  OrderConfirmationLinks,
  ThankYouHeading,
} from './confirmation-parts.tsx';
export { OrderAmounts, OrderItems, PlacedOrderAmounts } from './order-items.tsx';
export { StatusBadge } from './order-tracking-view.tsx';
export { type FullOrder, type OrderDisplay, toDisplay, type TrackedOrder } from './order-types.ts';
export { ACCOUNT_NOT_SET, BankDetails, EasypaisaDetails, ShopAccount } from './payment-account-details.tsx';
export { RefundLine } from './refund-line.tsx';
export { ScreenshotReceived } from './screenshot-received.tsx';
export { ScreenshotViewer } from './screenshot-viewer.tsx';
export { orderSender, type PriceChange, type SendResult } from './send-order.ts';
export { ShipmentDetails } from './shipment-details.tsx';
export { MaskedNote, RecipientDetails, StatusPill, TrackedHead } from './tracked-parts.tsx';
export { TrackingHistoryList } from './tracking-history-list.tsx';
export { useOrderLookup } from './use-order-lookup.ts';
export { type PaymentAccountsState, usePaymentAccounts } from './use-payment-accounts.ts';
export { WhatsappScreenshotLink } from './whatsapp-screenshot-link.tsx';
export { loadOrderConfirmationView } from './load-order-confirmation-view.ts';
export { loadOrderTrackingView } from './load-order-tracking-view.ts';
export { loadOrderTypes } from './load-order-types.ts';
export { loadOwnOrderList } from './load-own-order-list.ts';
export { loadTrackingHistory } from './load-tracking-history.ts';
