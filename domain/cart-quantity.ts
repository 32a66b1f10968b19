// The number on the header's bag badge: pieces in the cart, not lines (SPEC §2). Apart from cart.ts so the layout
// that shows it on every page does not carry the cart's rules.
import type { CartLine } from './cart.ts';

export function cartQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}
