// Prices changed since the bag was filled: the matching line (same product, size and colour) takes the new price and
// the change is listed once with the piece's name.
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/fixtures.ts';
import { mergeNoticed, withPriceChanges, type NoticedChange } from './price-changes.ts';

const change = { prodId: 'HK-001', size: 'M', color: 'Indigo', was: 4500, now: 5000 };

describe('withPriceChanges', () => {
  it('gives the matching line its new price and names the change', () => {
    const { lines, noticed } = withPriceChanges([cartLine({ quantity: 2 })], [change]);
    expect(lines).toEqual([cartLine({ quantity: 2, price: 5000 })]);
    expect(noticed).toEqual([{ ...change, name: 'Ajrak Kurta/Indigo' }]);
  });

  it('leaves the same product in another size or colour as it was', () => {
    const other = [cartLine({ size: 'S' }), cartLine({ color: 'Madder' })];
    const { lines, noticed } = withPriceChanges(other, [change]);
    expect(lines).toEqual(other);
    expect(noticed).toEqual([]);
  });

  it('ignores a change about a line no longer in the bag', () => {
    expect(withPriceChanges([], [change])).toEqual({ lines: [], noticed: [] });
  });
});

describe('mergeNoticed', () => {
  const noticed = (overrides: Partial<NoticedChange>): NoticedChange => ({ ...change, name: 'Kurta', ...overrides });

  it('replaces an older change of the same line and keeps the others', () => {
    const before = [noticed({ now: 4800 }), noticed({ size: 'S', now: 4700 })];
    expect(mergeNoticed(before, [noticed({ was: 4800, now: 5200 })])).toEqual([
      noticed({ size: 'S', now: 4700 }),
      noticed({ was: 4800, now: 5200 }),
    ]);
  });
});
