// Which control of the product page a refusal is about, so its message shows once, beside that control.
import { CART_MESSAGES } from '../../../domain/cart.ts';

/** The control a problem is shown beside; 'action' is beside the button (the bag is full). */
export type ProblemPlace = 'size' | 'color' | 'quantity' | 'action';

export interface Problem {
  place: ProblemPlace;
  message: string;
}

/** Where each of SPEC §5's messages belongs: the stock and quantity ones are about the quantity chosen. */
export function problemPlace(message: string): ProblemPlace {
  if (message === CART_MESSAGES.selectSize || message === CART_MESSAGES.sizeUnavailable) return 'size';
  if (message === CART_MESSAGES.selectColor) return 'color';
  if (message === CART_MESSAGES.lineLimit) return 'action';
  return 'quantity';
}
