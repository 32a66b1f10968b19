// The findings of a proof check (issue 20): amount against what is due, the account read against the shop's (masked
// numbers, bare last digits, +92 and 0 prefixes, IBAN), and a proof dated well before its order.
import { describe, expect, it } from 'vitest';
import { proofFlagWords } from '../../../domain/proof-checks.ts';
import { accountFinding, amountFinding, olderThanOrder, paidAtInstant } from './findings.ts';

const SHOP = {
  bank: { accountNumber: '0101-0101234567', iban: 'PK36MEZN0001010101234567' },
  easypaisa: { accountNumber: '+92 345 1234567' },
};

describe('amountFinding', () => {
  it('matches, is short, is over, is unreadable, or has nothing due yet', () => {
    expect(amountFinding(14_950, 14_950)).toBe('match');
    expect(amountFinding(13_950, 14_950)).toBe('short');
    expect(amountFinding(15_000, 14_950)).toBe('over');
    expect(amountFinding(null, 14_950)).toBe('unreadable');
    expect(amountFinding(5_000, null)).toBe('unknown');
  });
});

describe('accountFinding', () => {
  it("recognises the shop's Easypaisa number however it is masked or prefixed", () => {
    expect(accountFinding('0345 ****567', SHOP)).toBe('easypaisa');
    expect(accountFinding('+92 345 ***4567', SHOP)).toBe('easypaisa');
    expect(accountFinding('****4567', SHOP)).toBe('easypaisa');
    expect(accountFinding('03451234567', SHOP)).toBe('easypaisa');
  });

  it("recognises the bank account by its number's or IBAN's last digits", () => {
    expect(accountFinding('***1234567', { ...SHOP, easypaisa: null })).toBe('bank');
    expect(accountFinding('PK36 **** **** 4567', { ...SHOP, easypaisa: null })).toBe('bank');
  });

  it('says another account does not match, and too few digits are not visible', () => {
    expect(accountFinding('0300 ****999', SHOP)).toBe('mismatch');
    expect(accountFinding('****9876', SHOP)).toBe('mismatch');
    expect(accountFinding('0345 ****567', { bank: null, easypaisa: { accountNumber: '0333-7654567' } })).toBe(
      'mismatch',
    );
    expect(accountFinding('**67', SHOP)).toBe('not-visible');
    expect(accountFinding(null, SHOP)).toBe('not-visible');
  });
});

describe('olderThanOrder', () => {
  const placed = new Date('2026-03-10T15:00:00+05:00');

  it('allows paying at checkout, minutes or hours before placing', () => {
    expect(olderThanOrder('2026-03-10T14:52', placed)).toBe(false);
    expect(olderThanOrder('2026-03-10T09:30', placed)).toBe(false);
    expect(olderThanOrder('2026-03-10', placed)).toBe(false);
    expect(olderThanOrder(null, placed)).toBe(false);
  });

  it('flags a proof from the day before or earlier, read in Pakistan time', () => {
    expect(olderThanOrder('2026-03-09T14:00', placed)).toBe(true);
    expect(olderThanOrder('2026-03-08', placed)).toBe(true);
    expect(paidAtInstant('2026-03-09T23:30')?.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(paidAtInstant('10/03/2026')).toBeNull();
  });
});

describe('proofFlagWords', () => {
  it('names each finding in a few words, for the list and the mark-paid question', () => {
    expect(
      proofFlagWords({
        amount: 'short',
        amountRead: 13_950,
        amountDue: 14_950,
        account: 'mismatch',
        olderThanOrder: true,
        matches: [
          { kind: 'image', reference: 'HC-AAAA-BBBB-CCCC' },
          { kind: 'transaction', reference: 'PO-DDDD-EEEE-FFFF' },
        ],
      }),
    ).toEqual([
      'short by Rs 1,000',
      "the account does not match the shop's",
      'dated before the order was placed',
      'the same or an edited screenshot is on HC-AAAA-BBBB-CCCC',
      'the same transaction ID is on PO-DDDD-EEEE-FFFF',
    ]);
  });
});
