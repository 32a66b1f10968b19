// What a bag line's latest stock allows: the quantity stepper's ceiling, and the note shown under the line when the
// bag holds more than the shop can now send.
import type { CartLine } from '../../../domain/cart.ts';
import { MAX_LINE_QUANTITY } from '../../../domain/limits.ts';

/** `stock` is the size's latest stock, undefined while loading or once the product is gone. */
export interface LineStock {
  stock: number | undefined;
  /** The catalog answered and no longer sells the product. */
  unavailable: boolean;
}

/** The most the stepper offers: 10, fewer when fewer are left, and no more than the line holds once it is gone. */
export function lineMaxQuantity(line: Pick<CartLine, 'quantity'>, { stock, unavailable }: LineStock): number {
  return unavailable ? line.quantity : Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);
}

export function lineStockNote(
  line: Pick<CartLine, 'quantity' | 'size'>,
  { stock, unavailable }: LineStock,
): string | null {
  if (unavailable) return 'This piece is no longer available. Please remove it.';
  if (stock === undefined || line.quantity <= stock) return null;
  return stock === 0
    ? `Size ${line.size} has just sold out.`
    : `Only ${stock} left in size ${line.size}. Please reduce the quantity.`;
}
