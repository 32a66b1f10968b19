// The preorder bag: any size may be added (stock does not matter), the cart's limits apply, lines merge by piece,
// size and colour, and the bag is saved apart from the cart and read back on the next visit.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '../../../domain/limits.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import {
  addPreorderLine,
  addToPreorderBag,
  removeFromPreorderBag,
  usePreorderBag,
  type PreorderLine,
} from './preorder-bag-store.ts';

installBrowser();

const line = (overrides: Partial<PreorderLine> = {}): PreorderLine => ({
  prodId: 'WMN-AJK-001',
  name: 'Indigo Ajrak Kurta / Hand Block-Printed',
  imageId: 'media-1',
  size: 'XXL',
  color: 'Indigo',
  quantity: 1,
  price: 6290,
  ...overrides,
});

beforeEach(() => {
  storage.clear();
  usePreorderBag.setState({ lines: [] });
});

describe('addPreorderLine', () => {
  it('adds a new piece in any size', () => {
    const result = addPreorderLine([], line({ size: 'XS' }));
    expect(result).toEqual({ ok: true, lines: [line({ size: 'XS' })] });
  });

  it('adds to the quantity of the same piece, size and colour, at the price shown now', () => {
    const result = addPreorderLine([line({ quantity: 2 })], line({ quantity: 3, price: 6500 }));
    expect(result).toEqual({ ok: true, lines: [line({ quantity: 5, price: 6500 })] });
  });

  it('keeps another size or colour as its own line', () => {
    const result = addPreorderLine([line()], line({ color: 'Black' }));
    expect(result.ok && result.lines).toHaveLength(2);
  });

  it('refuses more than 10 of one line, a quantity below 1 and an unknown size, in the cart’s words', () => {
    expect(addPreorderLine([line({ quantity: 8 })], line({ quantity: 3 }))).toEqual({
      ok: false,
      error: 'You can add up to 10 of one item in one size and colour.',
    });
    expect(addPreorderLine([], line({ quantity: 0 }))).toEqual({ ok: false, error: 'Quantity must be at least 1' });
    expect(addPreorderLine([], line({ size: 'XXXL' as 'XL' }))).toEqual({ ok: false, error: 'Please select a size' });
  });

  it('refuses a new line past the 50-line limit', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line({ prodId: `P-${i}` }));
    const result = addPreorderLine(full, line({ prodId: 'P-new' }));
    expect(result.ok).toBe(false);
  });
});

describe('the saved bag', () => {
  it('is saved under its own key, apart from the cart, and read back on the next visit', () => {
    storage.setItem('shop.preorder-bag', JSON.stringify({ state: { lines: [line({ size: 'S' })] }, version: 1 }));
    expect(addToPreorderBag(line()).ok).toBe(true);
    expect(usePreorderBag.getState().lines.map((l) => l.size)).toEqual(['S', 'XXL']);
    const saved = JSON.parse(storage.getItem('shop.preorder-bag') ?? 'null') as { state: { lines: PreorderLine[] } };
    expect(saved.state.lines).toHaveLength(2);
    expect(storage.getItem('shop.cart')).toBeNull();
  });

  it('removes one line by piece, size and colour', () => {
    addToPreorderBag(line());
    addToPreorderBag(line({ size: 'M' }));
    removeFromPreorderBag(line());
    expect(usePreorderBag.getState().lines).toEqual([line({ size: 'M' })]);
  });
});
