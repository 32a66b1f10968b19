// What a proof's reading means for its order or preorder (issue 20): the amount against what is due, the receiving
// account against the shop's, the date against when the order was placed. Pure functions, unit-tested.
import { PROOF_OLDER_THAN_ORDER_MS, type AccountFinding, type AmountFinding } from '../../../domain/proof-checks.ts';

export function amountFinding(read: number | null, due: number | null): AmountFinding {
  if (read === null) return 'unreadable';
  if (due === null) return 'unknown';
  if (read === due) return 'match';
  return read < due ? 'short' : 'over';
}

/** The shop's receiving accounts as settings hold them (either may be missing). */
export interface ShopAccounts {
  bank: { accountNumber: string; iban: string } | null;
  easypaisa: { accountNumber: string } | null;
}

/** A mobile number's digits in its local form, so '+92 345 1234567' and '0345-1234567' compare equal. */
const localDigits = (value: string) => value.replace(/\D/g, '').replace(/^(0092|92)(?=3\d{9}$)/, '0');

/**
 * Whether the account digits read fit one of the shop's accounts. A masked number keeps its mask ('0345 ****567',
 * '****4567'): the digits before the mask must start the account and those after it end it. Bare digits must end
 * it. Fewer than 3 visible digits say nothing: 'not-visible'.
 */
export function accountFinding(read: string | null, accounts: ShopAccounts): AccountFinding {
  const shown = (read ?? '').replace(/[\s-]/g, '');
  const groups = shown.split(/[^0-9]+/).filter(Boolean);
  if (groups.join('').length < 3) return 'not-visible';
  const masked = /[^0-9]/.test(shown);
  // Digits before a mask start the number; digits after it (or bare digits) end it.
  const head = masked && /^[0-9]/.test(shown) ? localDigits(groups[0]!) : '';
  const tail = masked ? (/[0-9]$/.test(shown) ? groups[groups.length - 1]! : '') : localDigits(shown);
  const fits = (account: string) => {
    const digits = localDigits(account);
    return digits.length >= head.length + tail.length && digits.startsWith(head) && digits.endsWith(tail);
  };
  if (accounts.easypaisa && fits(accounts.easypaisa.accountNumber)) return 'easypaisa';
  if (accounts.bank && (fits(accounts.bank.accountNumber) || fits(accounts.bank.iban))) return 'bank';
  return 'mismatch';
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' in Pakistan time as an instant; a date alone is taken at its last minute, the
 *  reading most in the shopper's favour. Null when it is not such a date. */
export function paidAtInstant(paidAt: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(paidAt);
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2] ?? '23:59'}:00+05:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A proof dated well before its order was placed (more than the few minutes of paying at checkout). */
export function olderThanOrder(paidAt: string | null, placedAt: Date): boolean {
  const instant = paidAt ? paidAtInstant(paidAt) : null;
  return instant !== null && instant.getTime() < placedAt.getTime() - PROOF_OLDER_THAN_ORDER_MS;
}
