// The references orders and preorders are known by (HC-XXXX-XXXX-XXXX, PO-XXXX-XXXX-XXXX; DECISIONS X4, D12): how they
// are made and how what a shopper types is read back. Its own module, so a page about preorders only does not carry
// the orders' labels and messages.

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
