// The payment-proof parsers on the text OCR gives: each printed form of an amount, ID, date and account, the usual OCR
// confusions, and the cases where the honest answer is null.
import { describe, expect, it } from 'vitest';
import { accountDigitsIn, paidAtIn } from './proof-text-fields.ts';
import { amountIn, readProofText, rupeesOf, transactionIdIn, trustedText } from './proof-text.ts';

describe('amountIn', () => {
  it.each([
    ['Rs 14,950', 14950],
    ['Rs. 14,950.00', 14950],
    ['PKR 14950.00', 14950],
    ['Amount 14,950', 14950],
    ['Amount: PKR 14,950', 14950],
    ['Total Amount Rs14,950', 14950],
    ['Rs.14,950.50', 14950],
    ['PKR1,50,000', 150000],
    ['Amount (PKR) 2,500', 2500],
    ['Amount\nRs. 14,950.00', 14950],
    ['Amount\n14,950', 14950],
    ['Amount Transferred\nPKR 3,200.00', 3200],
  ])('reads %j as %d', (text, rupees) => expect(amountIn(text)).toBe(rupees));

  it.each([
    ['Rs 14,95O', 14950],
    ['Rs l4,950', 14950],
    ['Rs 1S,000', 15000],
    ['Rs. 14.950', 14950],
    ['Rs. 14.950.00', 14950],
    ['Amount Rs 14, 950', 14950],
  ])('reads the OCR confusion %j as %d', (text, rupees) => expect(amountIn(text)).toBe(rupees));

  it('reads Urdu and Persian digits', () => {
    expect(amountIn('Rs ۱۴,۹۵۰')).toBe(14950);
    expect(amountIn('Amount ١٢,٥٠٠')).toBe(12500);
  });

  it('never takes a fee, charges or balance line as the amount', () => {
    expect(amountIn('Fee Rs 0.00\nCharges Rs 25')).toBeNull();
    expect(amountIn('Fee\nRs. 25.00\nAmount\nRs. 14,950.00')).toBe(14950);
    expect(amountIn('Rs. 14,950\nFee Rs 0.00\nAvailable Balance Rs 52,310.20')).toBe(14950);
    expect(amountIn('Balance\nRs 52,310')).toBeNull();
  });

  it('prefers the labelled amount over an unlabelled figure and a total', () => {
    expect(amountIn('Rs 99\nAmount Rs 14,950')).toBe(14950);
    expect(amountIn('Amount Rs 15,000\nFee Rs 25\nTotal Rs 15,025')).toBe(15000);
    expect(amountIn('Total Rs 15,025\nRs 200')).toBe(15025);
  });

  it('gives null when figures of the same kind disagree or none is labelled', () => {
    expect(amountIn('Amount Rs 14,950\nAmount Rs 19,950')).toBeNull();
    expect(amountIn('Rs 14,950\nRs 19,950')).toBeNull();
    expect(amountIn('Transaction ID 31245678901\n14950')).toBeNull();
    expect(amountIn('Rs 14.95')).toBe(14); // paisa, not a misread comma: two digits after the point
    expect(amountIn('Amount Rs 14,95')).toBeNull();
    expect(amountIn('Sent to\nHunar Handmade\n0345 1234567')).toBeNull();
  });
});

describe('rupeesOf', () => {
  it('refuses words that only look like figures', () => {
    expect(rupeesOf('SO')).toBeNull();
    expect(rupeesOf('Il')).toBeNull();
    expect(rupeesOf('1,2,3')).toBeNull();
    expect(rupeesOf('2,500')).toBe(2500);
  });
});

describe('transactionIdIn', () => {
  it.each([
    ['Transaction ID\n31245678901', '31245678901'],
    ['Transaction ID: 31245678901', '31245678901'],
    ['TID 31245678901', '31245678901'],
    ['TID:\n31245678901', '31245678901'],
    ['Trx ID 012345678912', '012345678912'],
    ['Reference No FT26331ABC12', 'FT26331ABC12'],
    ['Reference No.\nFT26331ABC12', 'FT26331ABC12'],
    ['Ref # 778812345601', '778812345601'],
    ['IBFT ID: 260331778812', '260331778812'],
    ['RRN 633112345678', '633112345678'],
    ['STAN\n004512', '004512'],
    ['Transaction lD 31245678901', '31245678901'],
    ['Transaction ID 3124 5678 901', '31245678901'],
    ['TID 3124567O901', '31245670901'],
  ])('reads %j as %s', (text, id) => expect(transactionIdIn(text)).toBe(id));

  it('prefers the transaction reference over RRN and STAN', () => {
    expect(transactionIdIn('STAN 004512\nRRN 633112345678\nReference No FT26331ABC12')).toBe('FT26331ABC12');
    expect(transactionIdIn('STAN 004512\nRRN 633112345678')).toBe('633112345678');
  });

  it('gives null for a label without an ID and for two different IDs', () => {
    expect(transactionIdIn('Transaction Successful\nTransaction ID\nCopy')).toBeNull();
    expect(transactionIdIn('Reference Number\nHunar Handmade')).toBeNull();
    expect(transactionIdIn('TID 31245678901\nTID 31245678999')).toBeNull();
    expect(transactionIdIn('Rs 14,950\n31245678901')).toBeNull();
  });
});

describe('paidAtIn', () => {
  it.each([
    ['27 Nov 2026, 08:26 PM', '2026-11-27T20:26'],
    ['27/11/2026 20:26', '2026-11-27T20:26'],
    ['Nov 27, 2026 8:26 PM', '2026-11-27T20:26'],
    ['2026-11-27 20:26:11', '2026-11-27T20:26'],
    ['27-Nov-2026', '2026-11-27'],
    ['Date 03 Jan 2026 at 12:05 am', '2026-01-03T00:05'],
    ['27 November 2026\n08:26 PM', '2026-11-27T20:26'],
    ['On 27 Nov 2026 12:40 PM', '2026-11-27T12:40'],
    ['24 Jan 2026, 00:35 pm', '2026-01-24T12:35'],
    ['22 Aug 2026, 00:52 am', '2026-08-22T00:52'],
  ])('reads %j as %s', (text, when) => expect(paidAtIn(text)).toBe(when));

  it('gives null for impossible and disagreeing dates', () => {
    expect(paidAtIn('31/02/2026')).toBeNull();
    expect(paidAtIn('27 Nov 2026\n28 Nov 2026')).toBeNull();
    expect(paidAtIn('Rs 14,950')).toBeNull();
  });

  it('takes the same day with and without its time as one date', () =>
    expect(paidAtIn('27 Nov 2026\nDate & Time 27/11/2026 20:26')).toBe('2026-11-27T20:26'));
});

describe('accountDigitsIn', () => {
  it.each([
    ['Sent to\nHunar Handmade\n0345 ****567', '567'],
    ['To 03XX-XXX4567', '4567'],
    ['Beneficiary Account\nPK36 MEZN 0000 0012 3456 7890', '0000001234567890'],
    ['To Account ****1234', '1234'],
    ['Receiver\n03451234567', '03451234567'],
    ['Account No. ******9012', '9012'],
    ['To Account +5705', '5705'],
    ['To Account **rx0234', '0234'],
    ['To Account **rk 3594', '3594'],
    ['To Account **++0470', '0470'],
  ])('reads %j as %s', (text, digits) => expect(accountDigitsIn(text)).toBe(digits));

  it("never takes the payer's own account", () => {
    expect(accountDigitsIn('From Account ****5678\nTo Account ****1234')).toBe('1234');
    expect(accountDigitsIn('From Account\n****5678')).toBeNull();
  });

  it('gives null when two receiving accounts disagree', () =>
    expect(accountDigitsIn('To ****1234\nBeneficiary ****9876')).toBeNull());
});

describe('trustedText', () => {
  const line = (...words: [string, number][]) => words.map(([text, confidence]) => ({ text, confidence }));

  it('masks figures read with a low confidence, and keeps words without digits whatever their confidence', () => {
    const lines = [line(['Amount', 20]), line(['Rs.', 90], ['9,400.00', 41]), line(['TID', 95], ['31245678901', 92])];
    expect(trustedText(lines)).toBe('Amount\nRs. ?\nTID 31245678901');
    expect(trustedText(lines, 40)).toBe('Amount\nRs. 9,400.00\nTID 31245678901');
  });

  it('gives no amount when the only figure is doubtful, but the raw text still keeps it', () => {
    const text = 'Amount\nRs. 9,400.00\nTo Account ****1234';
    const trusted = trustedText([
      line(['Amount', 90]),
      line(['Rs.', 90], ['9,400.00', 41]),
      line(['To', 90], ['Account', 90], ['****1234', 0]),
    ]);
    expect(readProofText(text, 80, trusted)).toMatchObject({
      readable: false,
      amount: null,
      accountDigits: '1234',
      text,
    });
  });
});

describe('readProofText', () => {
  it('is readable with an amount or an ID, and unreadable with neither', () => {
    expect(readProofText('Amount Rs 500', 80)).toMatchObject({ readable: true, amount: 500, transactionId: null });
    expect(readProofText('TID 31245678901', 80)).toMatchObject({ readable: true, amount: null });
    expect(readProofText('blurred nonsense 27 Nov 2026', 20)).toMatchObject({
      readable: false,
      amount: null,
      transactionId: null,
      paidAt: '2026-11-27',
    });
  });
});
