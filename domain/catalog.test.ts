// Product name display rules (SPEC §3: a slash is a line break) and the list query contract.
import { describe, expect, it } from 'vitest';
import { nameLines, plainName } from './catalog.ts';
import { productListQuerySchema } from './schemas/catalog.ts';

describe('product names', () => {
  it('splits at slashes and trims', () => {
    expect(nameLines('Indigo Ajrak Kurta / Hand Block-Printed')).toEqual(['Indigo Ajrak Kurta', 'Hand Block-Printed']);
    expect(nameLines('Plain Kurta')).toEqual(['Plain Kurta']);
    expect(plainName('A / B / C')).toBe('A – B – C');
  });
});

describe('product list query', () => {
  it('fills the spec defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sortBy: 'createdAt', sortOrder: 'desc', page: 1 });
  });
  it('coerces numbers from the URL', () => {
    expect(productListQuerySchema.parse({ minPrice: '1500', maxPrice: '18000', page: '2' })).toMatchObject({ minPrice: 1500, maxPrice: 18000, page: 2 });
  });
});
