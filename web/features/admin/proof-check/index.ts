// The payment proof check's face: the panel and filter the order and preorder sections show.
export { ProofCheckPanel } from './check-panel.tsx';
export { proofCheckFilter } from './proof-filter.ts';
export { ProofFlag } from './proof-flag.tsx';
export { useOpenFromAddress } from './use-open-from-address.ts';
export { useOrderProofCheck, usePreorderProofChecks } from './use-proof-checks.ts';
