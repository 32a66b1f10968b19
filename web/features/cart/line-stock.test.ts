// A bag line against the size's latest stock: the stepper's ceiling and the note the shopper reads.
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/fixtures.ts';
import { lineMaxQuantity, lineStockNote } from './line-stock.ts';

describe('lineMaxQuantity', () => {
  it.each([
    [{ stock: undefined, unavailable: false }, 10],
    [{ stock: 25, unavailable: false }, 10],
    [{ stock: 4, unavailable: false }, 4],
    [{ stock: 0, unavailable: false }, 0],
    [{ stock: undefined, unavailable: true }, 3],
  ])('with %o offers up to %i', (stock, max) => {
    expect(lineMaxQuantity(cartLine({ quantity: 3 }), stock)).toBe(max);
  });
});

describe('lineStockNote', () => {
  it('says nothing while stock is loading or covers the line', () => {
    expect(lineStockNote(cartLine({ quantity: 3 }), { stock: undefined, unavailable: false })).toBeNull();
    expect(lineStockNote(cartLine({ quantity: 3 }), { stock: 3, unavailable: false })).toBeNull();
  });

  it('asks to reduce a line holding more than is left', () => {
    expect(lineStockNote(cartLine({ quantity: 3, size: 'L' }), { stock: 2, unavailable: false })).toBe(
      'Only 2 left in size L. Please reduce the quantity.',
    );
  });

  it('says the size has sold out when none is left', () => {
    expect(lineStockNote(cartLine({ size: 'S' }), { stock: 0, unavailable: false })).toBe('Size S has just sold out.');
  });

  it('asks to remove a piece the shop no longer sells', () => {
    expect(lineStockNote(cartLine(), { stock: undefined, unavailable: true })).toBe(
      'This piece is no longer available. Please remove it.',
    );
  });
});
