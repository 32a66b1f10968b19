// Payment-proof checks (issue 20): what the shop read from a payment screenshot and what it found, in the words staff
// see. Never shown to shoppers. No I/O: the server and the admin read it.
import { formatPkr } from './money.ts';

/** pending: not read yet; done: read; unreadable: read, but no amount or ID was found; failed: the file could not be
 *  read after a few tries (shown as 'Could not be checked'). */
export const PROOF_CHECK_STATUSES = ['pending', 'done', 'unreadable', 'failed'] as const;
export type ProofCheckStatus = (typeof PROOF_CHECK_STATUSES)[number];

/** The amount read against what is due; 'unknown' while nothing is due yet (a preorder's final payment before staff
 *  set the delivery charge). */
export const AMOUNT_FINDINGS = ['match', 'short', 'over', 'unreadable', 'unknown'] as const;
export type AmountFinding = (typeof AMOUNT_FINDINGS)[number];

/** The receiving account read against the shop's bank and Easypaisa accounts in settings. */
export const ACCOUNT_FINDINGS = ['bank', 'easypaisa', 'mismatch', 'not-visible'] as const;
export type AccountFinding = (typeof ACCOUNT_FINDINGS)[number];

/** How another order's or preorder's proof is the same: the same picture, or the same transaction ID. */
export const PROOF_MATCH_KINDS = ['image', 'transaction'] as const;
export type ProofMatchKind = (typeof PROOF_MATCH_KINDS)[number];

/** A proof dated this long before the order was placed is older than the order: the shopper pays at checkout, a few
 *  minutes before placing, so a small gap is normal; a screenshot from the day before is not. */
export const PROOF_OLDER_THAN_ORDER_MS = 6 * 60 * 60 * 1000;

export const PROOF_CHECK_STATUS_LABELS: Record<ProofCheckStatus, string> = {
  pending: 'Checking…',
  done: 'Checked',
  unreadable: 'Unreadable',
  failed: 'Could not be checked',
};

/** 'Match', 'Short by Rs 1,000', 'Over by Rs 50', 'Unreadable', 'Nothing due yet'. */
export function amountFindingText(finding: AmountFinding, read: number | null, due: number | null): string {
  if (finding === 'match') return 'Match';
  if (finding === 'unreadable') return 'Unreadable';
  if (finding === 'unknown') return 'Nothing due yet';
  const gap = Math.abs((due ?? 0) - (read ?? 0));
  return `${finding === 'short' ? 'Short' : 'Over'} by ${formatPkr(gap)}`;
}

export const ACCOUNT_FINDING_TEXT: Record<AccountFinding, string> = {
  bank: "Matches the shop's bank account",
  easypaisa: "Matches the shop's Easypaisa account",
  mismatch: "Does not match the shop's accounts",
  'not-visible': 'Not visible',
};

/** What a flagged check found, in a few words each, for the list's flag and the 'mark paid' question. */
export interface ProofFlagFacts {
  amount: AmountFinding;
  amountRead: number | null;
  amountDue: number | null;
  account: AccountFinding;
  olderThanOrder: boolean;
  matches: { kind: ProofMatchKind; reference: string }[];
}

export function proofFlagWords(facts: ProofFlagFacts): string[] {
  const words: string[] = [];
  if (facts.amount === 'short' || facts.amount === 'over')
    words.push(`${facts.amount} by ${formatPkr(Math.abs((facts.amountDue ?? 0) - (facts.amountRead ?? 0)))}`);
  if (facts.account === 'mismatch') words.push("the account does not match the shop's");
  if (facts.olderThanOrder) words.push('dated before the order was placed');
  for (const m of facts.matches)
    words.push(
      m.kind === 'image'
        ? `the same or an edited screenshot is on ${m.reference}`
        : `the same transaction ID is on ${m.reference}`,
    );
  return words;
}
