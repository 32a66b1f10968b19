// How the API answers staff about payment-proof checks (issue 20): what was read from each screenshot and what it
// found. Only staff who confirm payments are given these; no shopper answer carries any of it.
import { z } from 'zod';
import { PREORDER_PAYMENTS } from '../preorders.ts';
import { ACCOUNT_FINDINGS, AMOUNT_FINDINGS, PROOF_CHECK_STATUSES, PROOF_MATCH_KINDS } from '../proof-checks.ts';

/** Another order's or preorder's proof with the same picture or transaction ID; `id` opens it in the admin. */
export const proofMatchView = z.object({
  kind: z.enum(PROOF_MATCH_KINDS),
  record: z.enum(['order', 'preorder']),
  id: z.string(),
  /** Its tracking ID or preorder ID. */
  reference: z.string(),
});
export type ProofMatchView = z.infer<typeof proofMatchView>;

export const proofCheckViewSchema = z.object({
  status: z.enum(PROOF_CHECK_STATUSES),
  /** The screenshot's address without its signature, to pair the check with the screenshot shown. */
  file: z.string(),
  payment: z.enum(PREORDER_PAYMENTS).nullable(),
  checkedAt: z.string().nullable(),
  amount: z.object({
    read: z.number().nullable(),
    due: z.number().nullable(),
    finding: z.enum(AMOUNT_FINDINGS).nullable(),
  }),
  transactionId: z.string().nullable(),
  /** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', Pakistan time, as read. */
  paidAt: z.string().nullable(),
  olderThanOrder: z.boolean(),
  account: z.object({ digits: z.string().nullable(), finding: z.enum(ACCOUNT_FINDINGS).nullable() }),
  matches: z.array(proofMatchView),
  /** Needs a closer look, and why in a few words each ('short by Rs 1,000'). */
  flagged: z.boolean(),
  flags: z.array(z.string()),
  /** Tesseract's mean confidence (0-100) and the raw text, for a surprising result. */
  confidence: z.number().nullable(),
  text: z.string().nullable(),
});
export type ProofCheckView = z.infer<typeof proofCheckViewSchema>;

/** GET /api/orders/{id}/proof-check: the check of the order's current screenshot, or null without one. */
export const orderProofCheckSchema = z.object({ check: proofCheckViewSchema.nullable() });
export type OrderProofCheckView = z.infer<typeof orderProofCheckSchema>;

/** GET /api/preorders/{id}/proof-checks: one per screenshot of either payment, oldest first. */
export const preorderProofChecksSchema = z.object({ checks: z.array(proofCheckViewSchema) });
export type PreorderProofChecksView = z.infer<typeof preorderProofChecksSchema>;
