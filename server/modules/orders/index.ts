// The orders module: placing, tracking and managing orders.
export { createOrderPlacement, type OrderPlacement } from './place-order.ts';
export { newTrackingId, placementContact } from './placement-contact.ts';
export { createOrderQuote, type LineRequest, type OrderQuote, type PricedLine } from './order-quote.ts';
export { checkedScreenshot, proofCaller, proofViewer, uploadedBy, type ProofCaller } from './payment-proofs.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
export { orderRowByAnyId } from './order-rows.ts';
export { createPaymentProofs, type PaymentProofs } from './payment-proofs.ts';
export { orderRoutes } from './orders.routes.ts';
export { staffOrderRoutes } from './orders-staff.routes.ts';
export { createUnpaidOrdersJob, type UnpaidOrdersJob } from './unpaid-orders.job.ts';
export { howToPayBlocks, mailItem, type MailLine } from './order-mail.ts';
export { createOrderResend, type OrderResend } from './order-resend.ts';
export { ordersModule } from './orders.module.ts';
