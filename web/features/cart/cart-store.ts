// The shopper's cart, kept in the browser (SPEC §3) and checked by the rules in domain/cart.ts.
import { addToCart, setQuantity, type AddRequest, type CartLine, type CartProduct, type CartResult } from '../../../domain/cart.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';

interface CartState {
  lines: CartLine[];
  add(product: CartProduct, request: AddRequest): CartResult;
  setQuantity(line: CartLine, quantity: number, stock?: number): CartResult;
  remove(line: CartLine): void;
  /** Replaces lines with fresher data (price, name, image) from the catalog. */
  replaceLines(lines: CartLine[]): void;
  clear(): void;
}

export const useCart = createPersistedStore<CartState>('shop.cart', 1, (set, get) => ({
  lines: [],
  add(product, request) {
    const result = addToCart(get().lines, product, request);
    if (result.ok) set({ lines: result.lines });
    return result;
  },
  setQuantity(line, quantity, stock) {
    const result = setQuantity(get().lines, line, quantity, stock);
    if (result.ok) set({ lines: result.lines });
    return result;
  },
  remove(line) {
    set({ lines: get().lines.filter((l) => l !== line) });
  },
  replaceLines(lines) {
    set({ lines });
  },
  clear() {
    set({ lines: [] });
  },
}));
