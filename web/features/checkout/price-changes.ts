// Prices that changed since the bag was filled (DECISIONS X7): the bag takes the catalog's new price, and the review
// step lists each change once, by line; the same for the cart and the preorder bag.
import type { PriceChange } from './place-order.ts';

/** A change as the review step shows it: with the piece's name. */
export interface NoticedChange extends PriceChange {
  name: string;
}

type LineKey = { prodId: string; size: string; color: string };
const sameKey = (a: LineKey, b: LineKey) => a.prodId === b.prodId && a.size === b.size && a.color === b.color;

/** The lines at their new prices, and the changes that concerned a line in the bag. */
export function withPriceChanges<L extends LineKey & { name: string; price: number }>(
  lines: readonly L[],
  changes: readonly PriceChange[],
): { lines: L[]; noticed: NoticedChange[] } {
  const noticed: NoticedChange[] = [];
  const updated = lines.map((line): L => {
    const change = changes.find((c) => sameKey(c, line));
    if (!change) return line;
    noticed.push({ ...change, name: line.name });
    return { ...line, price: change.now };
  });
  return { lines: updated, noticed };
}

/** The changes already shown, with a newer change of the same line replacing its older one. */
export function mergeNoticed(before: readonly NoticedChange[], noticed: readonly NoticedChange[]): NoticedChange[] {
  return [...before.filter((b) => !noticed.some((n) => sameKey(n, b))), ...noticed];
}
