// The preorders module: placing preorders, following them (the production diary) and managing them.
export { createPreorderPlacement, newPreorderId, type PreorderPlacement } from './place-preorder.ts';
export { createPreorderReads, type PreorderReads } from './preorder-reads.ts';
export { preorderRowByAnyId } from './preorder-rows.ts';
export { createPreordersService, type PreordersService } from './preorders.service.ts';
export { createPreorderProofs, type PreorderProofs } from './preorder-proofs.ts';
export { createProgressImages, type ProgressImages } from './progress-images.ts';
export { preorderRoutes } from './preorders.routes.ts';
export { staffPreorderRoutes } from './preorders-staff.routes.ts';
export { createPreorderResend, type PreorderResend } from './preorder-resend.ts';
export {
  createPreorderProduction,
  type DepositPaidPreorder,
  type PreorderProduction,
  type ProductionListener,
} from './preorder-production.ts';
export { preordersModule } from './preorders.module.ts';
