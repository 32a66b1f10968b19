// The preorder bag (SPEC §3: the preorder cart's lines carry prodId, name, image, size, colour, quantity and price),
// kept in the browser apart from the cart: a sold-out piece made to order never mixes with pieces sent from stock.
import { useEffect } from 'react';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, SIZES, type Size } from '../../../domain/limits.ts';
import { CART_MESSAGES, sameLine } from '../../../domain/cart.ts';
import { createPersistedStore, useStoreHydrated } from '../../lib/persisted-store.ts';

export interface PreorderLine {
  prodId: string;
  name: string;
  /** Media id of the product's featured image, for the thumbnail. */
  imageId: string | null;
  /** Any size XS-XXL: the workshop makes it, so stock does not matter (SPEC §4 preorder mode). */
  size: Size;
  color: string;
  quantity: number;
  price: number;
}

export type PreorderBagResult = { ok: true; lines: PreorderLine[] } | { ok: false; error: string };

/** Adds a piece, or more of one already there; the cart's limits apply (1-10 of a line, 50 lines), stock does not. */
export function addPreorderLine(lines: readonly PreorderLine[], line: PreorderLine): PreorderBagResult {
  if (!(SIZES as readonly string[]).includes(line.size)) return { ok: false, error: CART_MESSAGES.selectSize };
  if (!Number.isInteger(line.quantity) || line.quantity < MIN_LINE_QUANTITY)
    return { ok: false, error: CART_MESSAGES.quantityAtLeastOne };
  const existing = lines.find((l) => sameLine(l, line));
  const quantity = (existing?.quantity ?? 0) + line.quantity;
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, error: CART_MESSAGES.quantityLimit };
  // The price shown now is the one the shopper agreed to; the server's quote says if it changes before placing.
  if (existing) return { ok: true, lines: lines.map((l) => (l === existing ? { ...line, quantity } : l)) };
  if (lines.length >= MAX_CART_LINES) return { ok: false, error: CART_MESSAGES.lineLimit };
  return { ok: true, lines: [...lines, line] };
}

export const usePreorderBag = createPersistedStore<{ lines: PreorderLine[] }>('shop.preorder-bag', 1, () => ({
  lines: [],
}));

export function addToPreorderBag(line: PreorderLine): PreorderBagResult {
  // What an earlier visit saved is read first, so the new piece joins it instead of replacing it.
  if (!usePreorderBag.persist.hasHydrated()) usePreorderBag.persist.rehydrate();
  const result = addPreorderLine(usePreorderBag.getState().lines, line);
  if (result.ok) usePreorderBag.setState({ lines: result.lines });
  return result;
}

export const removeFromPreorderBag = (line: Pick<PreorderLine, 'prodId' | 'size' | 'color'>): void =>
  usePreorderBag.setState((s) => ({ lines: s.lines.filter((l) => !sameLine(l, line)) }));

export const replacePreorderLines = (lines: PreorderLine[]): void => usePreorderBag.setState({ lines });

/** The bag read from the browser's storage, on the pages that use it (not on every page, as the cart is). */
export function usePreorderBagHydrated(): boolean {
  useEffect(() => {
    if (!usePreorderBag.persist.hasHydrated()) usePreorderBag.persist.rehydrate();
  }, []);
  return useStoreHydrated(usePreorderBag);
}
