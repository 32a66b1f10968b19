// The proof-checks module (issue 20): payment screenshots read in the background, and what staff are told about them.
export { createProofChecks, type ProofChecks, type ProofOwner } from './checks.service.ts';
export {
  createProofCheckViews,
  flaggedOrders,
  flaggedPreorders,
  orderProofFlagged,
  preorderProofFlagged,
  type ProofCheckViews,
} from './check-views.ts';
export { proofCheckRoutes } from './checks.routes.ts';
export { proofChecksModule } from './proof-checks.module.ts';
