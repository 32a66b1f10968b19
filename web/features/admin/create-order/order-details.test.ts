// The staff-entry lines taking the prices a refusal or a quote names: only the very piece (product, size and colour)
// changes price, every other line keeps the one staff saw.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../domain/cart.ts';
import { linesAtNewPrices } from './order-details.ts';

const line: CartLine = {
  productId: 'p1',
  prodId: 'WMN-AJK-001',
  name: 'Ajrak Kurta',
  imageId: null,
  size: 'M',
  color: 'Indigo',
  quantity: 1,
  price: 4500,
};

describe('linesAtNewPrices', () => {
  it('reprices the named piece and leaves its other colours and sizes as they were', () => {
    const lines = [line, { ...line, color: 'Rust' }, { ...line, size: 'L' as const }];
    const next = linesAtNewPrices(lines, [{ prodId: line.prodId, size: 'M', color: 'Indigo', now: 4800 }]);
    expect(next.map((l) => l.price)).toEqual([4800, 4500, 4500]);
    expect(lines[0]!.price).toBe(4500);
  });
});
