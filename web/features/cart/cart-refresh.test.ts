// The bag takes the catalog's current price, name and featured picture; nothing is rewritten when nothing changed.
import { describe, expect, it } from 'vitest';
import { cartLine, imageView, productView } from '../../test/fixtures.ts';
import { refreshedLines } from './cart-refresh.ts';

const byProdId = (...products: ReturnType<typeof productView>[]) => new Map(products.map((p) => [p.prodId, p]));

describe('refreshedLines', () => {
  it('takes the current price, name and featured image of each product', () => {
    const lines = [cartLine({ price: 4000, name: 'Old name', imageId: 'm-1', quantity: 2 })];
    const product = productView({ price: 4800, name: 'Ajrak Kurta/Madder' });
    expect(refreshedLines(lines, byProdId(product))).toEqual([
      cartLine({ price: 4800, name: 'Ajrak Kurta/Madder', imageId: 'm-2', quantity: 2 }),
    ]);
  });

  it('answers null when every line already matches the catalog', () => {
    expect(refreshedLines([cartLine()], byProdId(productView()))).toBeNull();
  });

  it('keeps a line whose product the catalog no longer sells, as it was', () => {
    const gone = cartLine({ prodId: 'GONE-1', price: 999 });
    const updated = refreshedLines([gone, cartLine({ price: 1 })], byProdId(productView()));
    expect(updated?.[0]).toBe(gone);
    expect(updated?.[1]?.price).toBe(4500);
  });

  it('keeps the saved picture when the product has none any more', () => {
    const updated = refreshedLines([cartLine({ price: 1, imageId: 'm-9' })], byProdId(productView({ images: [] })));
    expect(updated?.[0]?.imageId).toBe('m-9');
  });

  it('uses the first image when none is featured', () => {
    const product = productView({ images: [imageView('m-5'), imageView('m-6')] });
    expect(refreshedLines([cartLine()], byProdId(product))?.[0]?.imageId).toBe('m-5');
  });
});
