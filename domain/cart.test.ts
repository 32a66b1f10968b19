// The cart rules of SPEC §5, as a table of cases.
import { describe, expect, it } from 'vitest';
import { cartQuantity } from './cart-quantity.ts';
import { addToCart, CART_MESSAGES, setQuantity, type CartLine, type CartProduct } from './cart.ts';

const kurta: CartProduct = {
  _id: 'id-1',
  prodId: 'K-1',
  name: 'Kurta',
  price: 4000,
  sizes: ['S', 'M', 'L'],
  sizeStock: { S: 5, M: 2, L: 0 },
  colors: ['Indigo', 'Red'],
  imageId: 'img-1',
};
const plain: CartProduct = { ...kurta, _id: 'id-2', prodId: 'P-1', colors: [] };
const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 'id-1',
  prodId: 'K-1',
  name: 'Kurta',
  imageId: null,
  price: 4000,
  size: 'S',
  color: 'Indigo',
  quantity: 1,
  ...overrides,
});

describe('addToCart', () => {
  it.each([
    ['no size', { size: null, color: 'Indigo', quantity: 1 }, CART_MESSAGES.selectSize],
    ['no colour when there are several', { size: 'S' as const, color: null, quantity: 1 }, CART_MESSAGES.selectColor],
    ['quantity 0', { size: 'S' as const, color: 'Indigo', quantity: 0 }, CART_MESSAGES.quantityAtLeastOne],
    ['fractional quantity', { size: 'S' as const, color: 'Indigo', quantity: 1.5 }, CART_MESSAGES.quantityAtLeastOne],
    ['a size not offered', { size: 'XL' as const, color: 'Indigo', quantity: 1 }, CART_MESSAGES.sizeUnavailable],
    ['a sold-out size', { size: 'L' as const, color: 'Indigo', quantity: 1 }, CART_MESSAGES.onlyAvailable(0, 'L')],
    [
      'more than the size stock',
      { size: 'M' as const, color: 'Indigo', quantity: 3 },
      CART_MESSAGES.onlyAvailable(2, 'M'),
    ],
  ])('refuses %s', (_case, request, message) => {
    expect(addToCart([], kurta, request)).toEqual({ ok: false, error: message });
  });

  it('uses the spec text for the stock message', () => {
    expect(CART_MESSAGES.onlyAvailable(2, 'M')).toBe(
      'Only 2 items available in size M. Please reduce quantity, select a different size, or consider placing a preorder for this item.',
    );
  });

  it('adds a new line with the product details', () => {
    const result = addToCart([], kurta, { size: 'S', color: 'Red', quantity: 2 });
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          productId: 'id-1',
          prodId: 'K-1',
          name: 'Kurta',
          imageId: 'img-1',
          price: 4000,
          size: 'S',
          color: 'Red',
          quantity: 2,
        },
      ],
    });
  });

  it("pictures the line with the chosen colour's own image, else the product's featured one", () => {
    const tagged = { ...kurta, colorImageIds: { Red: 'img-red' } };
    const red = addToCart([], tagged, { size: 'S', color: 'Red', quantity: 1 });
    expect(red.ok && red.lines[0]!.imageId).toBe('img-red');
    const indigo = addToCart([], tagged, { size: 'S', color: 'Indigo', quantity: 1 });
    expect(indigo.ok && indigo.lines[0]!.imageId).toBe('img-1');
  });

  it('implies Black when a product has no colours, and needs no choice for a single colour', () => {
    const result = addToCart([], plain, { size: 'S', color: null, quantity: 1 });
    expect(result.ok && result.lines[0]!.color).toBe('Black');
    const single = addToCart([], { ...kurta, colors: ['Indigo'] }, { size: 'S', color: null, quantity: 1 });
    expect(single.ok && single.lines[0]!.color).toBe('Indigo');
  });

  it('merges into the existing line of the same product, size and colour, checking the combined quantity', () => {
    const lines = [line({ quantity: 4 })];
    const merged = addToCart(lines, kurta, { size: 'S', color: 'Indigo', quantity: 1 });
    expect(merged.ok && merged.lines).toEqual([line({ quantity: 5 })]);
    expect(addToCart(lines, kurta, { size: 'S', color: 'Indigo', quantity: 2 })).toEqual({
      ok: false,
      error: CART_MESSAGES.onlyAvailable(5, 'S'),
    });
    const otherColour = addToCart(lines, kurta, { size: 'S', color: 'Red', quantity: 1 });
    expect(otherColour.ok && otherColour.lines).toHaveLength(2);
  });

  it('caps a line at 10 pieces even when more are in stock', () => {
    const roomy = { ...kurta, sizeStock: { S: 50, M: 2, L: 0 } };
    expect(addToCart([line({ quantity: 9 })], roomy, { size: 'S', color: 'Indigo', quantity: 2 })).toEqual({
      ok: false,
      error: CART_MESSAGES.quantityLimit,
    });
  });

  it('holds at most 50 lines', () => {
    const full = Array.from({ length: 50 }, (_, i) => line({ prodId: `X-${i}` }));
    expect(addToCart(full, kurta, { size: 'S', color: 'Indigo', quantity: 1 })).toEqual({
      ok: false,
      error: CART_MESSAGES.lineLimit,
    });
  });
});

describe('setQuantity', () => {
  const lines = [line({ quantity: 2 }), line({ color: 'Red', quantity: 1 })];
  it('removes the line at 0 or less', () => {
    const result = setQuantity(lines, lines[0]!, 0);
    expect(result.ok && result.lines).toEqual([lines[1]]);
  });
  it('refuses more than 10, or more than the size stock', () => {
    expect(setQuantity(lines, lines[0]!, 11)).toEqual({ ok: false, error: CART_MESSAGES.quantityLimit });
    expect(setQuantity(lines, lines[0]!, 4, 3)).toEqual({ ok: false, error: CART_MESSAGES.onlyAvailable(3, 'S') });
  });
  it('changes only the matching line', () => {
    const result = setQuantity(lines, lines[0]!, 3, 5);
    expect(result.ok && result.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(result.ok && cartQuantity(result.lines)).toBe(4);
  });
});
