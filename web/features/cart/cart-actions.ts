// What the shopper does to the cart, checked by the rules in domain/cart.ts before the stored lines change.
import {
  addToCart,
  setQuantity,
  type AddRequest,
  type CartLine,
  type CartProduct,
  type CartResult,
} from '../../../domain/cart.ts';
import { useCart } from './cart-store.ts';

function apply(result: CartResult): CartResult {
  if (result.ok) useCart.setState({ lines: result.lines });
  return result;
}

export const addLine = (product: CartProduct, request: AddRequest): CartResult =>
  apply(addToCart(useCart.getState().lines, product, request));

export const changeQuantity = (line: CartLine, quantity: number, stock?: number): CartResult =>
  apply(setQuantity(useCart.getState().lines, line, quantity, stock));

export const removeLine = (line: CartLine): void =>
  useCart.setState({ lines: useCart.getState().lines.filter((l) => l !== line) });

/** Replaces lines with fresher data (price, name, image) from the catalog. */
export const replaceLines = (lines: CartLine[]): void => useCart.setState({ lines });
