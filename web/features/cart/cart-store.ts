// The shopper's cart lines, kept in the browser (SPEC §3). The rules for changing them live in cart-actions.ts, so
// the layout (which only counts lines for the header badge) does not ship them to every page.
import type { CartLine } from '../../../domain/cart.ts';
import { createPersistedStore } from '../../lib/persisted-store.ts';

export const useCart = createPersistedStore<{ lines: CartLine[] }>('shop.cart', 1, () => ({ lines: [] }));
