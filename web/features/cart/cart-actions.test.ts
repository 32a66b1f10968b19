// The shopper's actions on the bag (SPEC §5): a change the rules allow is stored and saved for the next visit, a
// refused one leaves the bag as it was and says why in the spec's words; a bag saved badly starts empty.
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartProduct } from '../../../domain/cart.ts';
import { installBrowser, storage } from '../../test/browser-stand-in.ts';
import { cartLine } from '../../test/fixtures.ts';
import { addLine, changeQuantity, removeLine, replaceLines } from './cart-actions.ts';
import { useCart } from './cart-store.ts';

installBrowser();

const kurta: CartProduct = {
  _id: 'p-1',
  prodId: 'HK-001',
  name: 'Ajrak Kurta',
  price: 4500,
  sizes: ['S', 'M'],
  sizeStock: { S: 3, M: 12 },
  colors: ['Indigo', 'Madder'],
  imageId: 'm-1',
};
const savedCart = () => JSON.parse(storage.getItem('shop.cart') ?? 'null') as { state: { lines: unknown[] } } | null;

beforeEach(() => {
  storage.clear();
  useCart.persist.rehydrate();
  replaceLines([]);
});

describe('addLine', () => {
  it('stores the new line and saves the bag under shop.cart', () => {
    const result = addLine(kurta, { size: 'S', color: 'Indigo', quantity: 2 });
    expect(result.ok).toBe(true);
    expect(useCart.getState().lines).toEqual([
      {
        productId: 'p-1',
        prodId: 'HK-001',
        name: 'Ajrak Kurta',
        imageId: 'm-1',
        price: 4500,
        size: 'S',
        color: 'Indigo',
        quantity: 2,
      },
    ]);
    expect(savedCart()).toEqual({ state: { lines: useCart.getState().lines }, version: 1 });
  });

  it('adds to the line of the same size and colour instead of making another', () => {
    addLine(kurta, { size: 'S', color: 'Indigo', quantity: 1 });
    addLine(kurta, { size: 'S', color: 'Indigo', quantity: 2 });
    expect(useCart.getState().lines.map((l) => l.quantity)).toEqual([3]);
  });

  it('refuses more than the size has in stock, leaving the bag unchanged', () => {
    addLine(kurta, { size: 'S', color: 'Indigo', quantity: 2 });
    const before = useCart.getState().lines;
    expect(addLine(kurta, { size: 'S', color: 'Indigo', quantity: 2 })).toEqual({
      ok: false,
      error: CART_MESSAGES.onlyAvailable(3, 'S'),
    });
    expect(useCart.getState().lines).toBe(before);
  });

  it('refuses an eleventh piece of one line even with stock to spare', () => {
    addLine(kurta, { size: 'M', color: 'Madder', quantity: 10 });
    expect(addLine(kurta, { size: 'M', color: 'Madder', quantity: 1 })).toEqual({
      ok: false,
      error: CART_MESSAGES.quantityLimit,
    });
    expect(useCart.getState().lines[0]?.quantity).toBe(10);
  });

  it('asks for a colour when the product offers several', () => {
    expect(addLine(kurta, { size: 'S', color: null, quantity: 1 })).toEqual({
      ok: false,
      error: CART_MESSAGES.selectColor,
    });
    expect(useCart.getState().lines).toEqual([]);
  });
});

describe('changeQuantity', () => {
  it('sets the quantity of that line only', () => {
    replaceLines([cartLine({ size: 'S' }), cartLine({ size: 'M' })]);
    changeQuantity(cartLine({ size: 'M' }), 4, 5);
    expect(useCart.getState().lines.map((l) => [l.size, l.quantity])).toEqual([
      ['S', 1],
      ['M', 4],
    ]);
  });

  it('removes the line at 0', () => {
    replaceLines([cartLine()]);
    expect(changeQuantity(cartLine(), 0, 5).ok).toBe(true);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('refuses more than the latest stock, and more than 10 when the stock is not known yet', () => {
    replaceLines([cartLine({ quantity: 2 })]);
    expect(changeQuantity(cartLine(), 3, 2)).toEqual({ ok: false, error: CART_MESSAGES.onlyAvailable(2, 'M') });
    expect(changeQuantity(cartLine(), 11)).toEqual({ ok: false, error: CART_MESSAGES.quantityLimit });
    expect(changeQuantity(cartLine(), 10).ok).toBe(true);
    expect(useCart.getState().lines[0]?.quantity).toBe(10);
  });
});

describe('removeLine', () => {
  it('removes that line and keeps the same product in another size', () => {
    replaceLines([cartLine({ size: 'S' }), cartLine({ size: 'M' })]);
    const [small] = useCart.getState().lines;
    removeLine(small!);
    expect(useCart.getState().lines.map((l) => l.size)).toEqual(['M']);
    expect(savedCart()?.state.lines).toHaveLength(1);
  });
});

describe('the saved bag', () => {
  it('comes back on the next visit', () => {
    const lines = [cartLine({ quantity: 3 })];
    storage.setItem('shop.cart', JSON.stringify({ state: { lines }, version: 1 }));
    useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual(lines);
  });

  it('starts empty when what was saved cannot be read', () => {
    storage.setItem('shop.cart', '{"state":{"lines":[{"prodId"');
    expect(() => useCart.persist.rehydrate()).not.toThrow();
    expect(useCart.getState().lines).toEqual([]);
    expect(addLine(kurta, { size: 'M', color: 'Indigo', quantity: 1 }).ok).toBe(true);
    expect(savedCart()?.state.lines).toHaveLength(1);
  });
});
