// The face of what order and preorder records share in admin: rows, sheet header, status, history, payment and mail pieces.
export { PAYMENT_STATUS_LABELS, PAYMENT_TONES, PaymentBadge } from './payment-badges.tsx';
export { PaymentStatusForm } from './payment-status-form.tsx';
export { RecordCards, RecordTable } from './record-rows.tsx';
export { RecordSheetHeader } from './record-sheet-header.tsx';
export { ResendMailButtons } from './resend-mail-buttons.tsx';
export { CustomerMessageField, StatusSelect } from './status-fields.tsx';
export { StatusHistory } from './status-history.tsx';
export {
  orderStatusMessage,
  orderTrackingUrl,
  preorderStatusMessage,
  preorderTrackingUrl,
  WhatsappShopperLink,
} from './whatsapp-shopper-link.tsx';
