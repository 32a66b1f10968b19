// Tests that the demo catalogue keeps the data rules the seed and the storefront rely on, and draws each colour.
import { describe, it, expect } from 'vitest';
import { DEMO_PRODUCTS } from './demo-catalog.ts';
import { demoPictures } from './seed.ts';
import { GARMENT_KINDS, PATTERN_KINDS, type DemoProduct } from './demo-types.ts';
import { SIZES, type Size } from '../../domain/limits.ts';
import { NAMED_COLORS, isNamedColor } from '../../domain/colors.ts';

function offeredSizes(p: DemoProduct): Size[] {
  return SIZES.filter((s) => p.sizeStock[s] !== undefined);
}

function stockOf(p: DemoProduct): number[] {
  return offeredSizes(p).map((s) => p.sizeStock[s] ?? 0);
}

const count = (pred: (p: DemoProduct) => boolean): number => DEMO_PRODUCTS.filter(pred).length;

describe('DEMO_PRODUCTS counts', () => {
  it('has 38 products: 12 active per category plus one inactive women and one inactive girl piece', () => {
    expect(DEMO_PRODUCTS).toHaveLength(38);
    for (const category of ['women', 'girl', 'boy'] as const) {
      expect(
        count((p) => p.category === category && p.isActive),
        category,
      ).toBe(12);
    }
    expect(count((p) => !p.isActive)).toBe(2);
    expect(count((p) => !p.isActive && p.category === 'women')).toBe(1);
    expect(count((p) => !p.isActive && p.category === 'girl')).toBe(1);
  });
});

describe('DEMO_PRODUCTS fields', () => {
  it('has unique prodIds made of uppercase letters, digits and dashes', () => {
    const ids = DEMO_PRODUCTS.map((p) => p.prodId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });

  it('has unique names with at most one slash', () => {
    const names = DEMO_PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.split('/').length, n).toBeLessThanOrEqual(2);
  });

  it('uses 1-4 colours, each exactly a named colour', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.colors.length, p.prodId).toBeGreaterThanOrEqual(1);
      expect(p.colors.length, p.prodId).toBeLessThanOrEqual(4);
      for (const c of p.colors) {
        expect(isNamedColor(c), `${p.prodId} ${c}`).toBe(true);
        expect(Object.hasOwn(NAMED_COLORS, c), `${p.prodId} ${c}`).toBe(true);
      }
    }
  });

  it('has integer PKR prices between 1,500 and 18,000', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.price), p.prodId).toBe(true);
      expect(p.price, p.prodId).toBeGreaterThanOrEqual(1500);
      expect(p.price, p.prodId).toBeLessThanOrEqual(18000);
    }
  });

  it('has 3-6 detail lines and a non-empty description', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.details.length, p.prodId).toBeGreaterThanOrEqual(3);
      expect(p.details.length, p.prodId).toBeLessThanOrEqual(6);
      expect(p.description.length, p.prodId).toBeGreaterThan(60);
    }
  });

  it('uses known garments and patterns, and every pattern at least three times', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(GARMENT_KINDS, p.prodId).toContain(p.garment);
      expect(PATTERN_KINDS, p.prodId).toContain(p.pattern);
    }
    for (const pattern of PATTERN_KINDS) {
      expect(
        count((p) => p.pattern === pattern),
        pattern,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 2-5 images per product', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.imageCount), p.prodId).toBe(true);
      expect(p.imageCount, p.prodId).toBeGreaterThanOrEqual(2);
      expect(p.imageCount, p.prodId).toBeLessThanOrEqual(5);
    }
  });

  it('has distinct createdDaysAgo between 1 and 300', () => {
    const days = DEMO_PRODUCTS.map((p) => p.createdDaysAgo);
    expect(new Set(days).size).toBe(days.length);
    for (const d of days) {
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(300);
    }
  });

  it('marks as new only the most recently listed products', () => {
    const newest = Math.max(...DEMO_PRODUCTS.filter((p) => p.isNew).map((p) => p.createdDaysAgo));
    const oldestNotNew = Math.min(...DEMO_PRODUCTS.filter((p) => !p.isNew).map((p) => p.createdDaysAgo));
    expect(newest).toBeLessThan(oldestNotNew);
  });
});

describe('DEMO_PRODUCTS stock and size guides', () => {
  it('offers at least one size, with integer stock >= 0', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(offeredSizes(p).length, p.prodId).toBeGreaterThanOrEqual(1);
      expect(
        Object.keys(p.sizeStock).every((k) => (SIZES as readonly string[]).includes(k)),
        p.prodId,
      ).toBe(true);
      for (const n of stockOf(p)) {
        expect(Number.isInteger(n), p.prodId).toBe(true);
        expect(n, p.prodId).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('has a size guide row for exactly the offered sizes', () => {
    for (const p of DEMO_PRODUCTS) {
      const guideSizes = SIZES.filter((s) => p.sizeGuide[s] !== undefined);
      expect(guideSizes, p.prodId).toEqual(offeredSizes(p));
      for (const s of guideSizes) {
        const row = p.sizeGuide[s];
        expect(row?.length, `${p.prodId} ${s}`).toMatch(/^\d+(\.\d+)?$/);
        expect(row?.chest, `${p.prodId} ${s}`).not.toBe('');
      }
    }
  });

  it('offers dupattas in a single free size M with stock', () => {
    for (const p of DEMO_PRODUCTS.filter((d) => d.garment === 'dupatta')) {
      expect(offeredSizes(p), p.prodId).toEqual(['M']);
      expect(p.sizeStock.M, p.prodId).toBeGreaterThan(0);
    }
  });

  it('has sold-out sizes on at least 8 products', () => {
    expect(count((p) => stockOf(p).includes(0))).toBeGreaterThanOrEqual(8);
  });

  it('has an active product with every size sold out but one', () => {
    const nearlyGone = DEMO_PRODUCTS.filter((p) => {
      const stock = stockOf(p);
      return p.isActive && stock.length >= 2 && stock.filter((n) => n === 0).length === stock.length - 1;
    });
    expect(nearlyGone.length).toBeGreaterThanOrEqual(1);
  });

  it('has at least 3 products with exactly one sold-out size among sizes in stock', () => {
    expect(
      count((p) => stockOf(p).filter((n) => n === 0).length === 1 && stockOf(p).length >= 3),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has no product entirely sold out while active', () => {
    for (const p of DEMO_PRODUCTS.filter((d) => d.isActive)) {
      expect(
        stockOf(p).some((n) => n > 0),
        p.prodId,
      ).toBe(true);
    }
  });
});

describe('demoPictures', () => {
  it('draws every view in the first colour and the front in each other colour, each tagged with its colour', () => {
    const frock = DEMO_PRODUCTS.find((p) => p.prodId === 'GRL-FRK-001')!;
    expect(frock.colors).toEqual(['Pistachio', 'Fuchsia', 'Saffron']);
    const pictures = demoPictures(frock);
    expect(pictures.map((p) => [p.view, p.color])).toEqual([
      ...Array.from({ length: frock.imageCount }, (_, view) => [view, 'Pistachio']),
      [0, 'Fuchsia'],
      [0, 'Saffron'],
    ]);
    expect(pictures.at(-1)).toMatchObject({
      palette: ['Saffron', 'Pistachio', 'Fuchsia'],
      alt: expect.stringMatching(/in Saffron, front$/),
    });
  });
});
