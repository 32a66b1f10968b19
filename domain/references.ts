// The references orders and preorders are known by (HC-XXXX-XXXX-XXXX, PO-XXXX-XXXX-XXXX; DECISIONS X4, D12): how they
// are made, what they look like, and how what a shopper types is read back. Its own module, so the pages that only
// look an order or a preorder up do not carry the orders' and preorders' labels and messages, nor the others it.

/** No 0/O or 1/I: a tracking ID is read aloud over the phone and typed from a screenshot. */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `{prefix}-XXXX-XXXX-XXXX` from 12 random letters of the tracking alphabet: 60 bits (DECISIONS X4, D12). Orders use
 *  HC, preorders PO; `randomIndex` is crypto.randomInt on the server. */
export function randomReference(prefix: string, randomIndex: (size: number) => number): string {
  const letters = Array.from({ length: 12 }, () => TRACKING_ALPHABET[randomIndex(TRACKING_ALPHABET.length)]).join('');
  return `${prefix}-${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/** 'hc 7k3m-9qx2 pt4w' -> 'HC-7K3M-9QX2-PT4W'; what a shopper types is forgiven its spaces and case. */
export function normaliseReference(prefix: string, input: string): string {
  const typed = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  // The prefix is dropped only when it is there on top of the 12 letters: an ID whose letters themselves begin with
  // HC (HC-HCXG-...) typed without its prefix is still itself.
  const letters = typed.length === 12 + prefix.length && typed.startsWith(prefix) ? typed.slice(prefix.length) : typed;
  return letters.length === 12
    ? `${prefix}-${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`
    : input.trim().toUpperCase();
}

/** 12 characters of a 32-letter alphabet: 60 bits (DECISIONS X4). */
export const TRACKING_ID_PATTERN = /^HC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

export const normaliseTrackingId = (input: string): string => normaliseReference('HC', input);

/** D12: like tracking IDs (X4), 60 random bits in the same alphabet, with the prefix PO. */
export const PREORDER_ID_PATTERN = /^PO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** 'po 7k3m-9qx2 pt4w' -> 'PO-7K3M-9QX2-PT4W' (new IDs: randomReference('PO', ...)). */
export const normalisePreorderId = (input: string): string => normaliseReference('PO', input);
