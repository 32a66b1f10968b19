// The product list query contract, and which picture stands for a product in one colour.
import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './schemas/catalog.ts';
import { colorImageIds, imageForColor } from './catalog.ts';

describe('product list query', () => {
  it('fills the spec defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sortBy: 'createdAt', sortOrder: 'desc', page: 1 });
  });
  it('coerces numbers from the URL', () => {
    expect(productListQuerySchema.parse({ minPrice: '1500', maxPrice: '18000', page: '2' })).toMatchObject({
      minPrice: 1500,
      maxPrice: 18000,
      page: 2,
    });
  });
});

describe('imageForColor', () => {
  const images = [
    { mediaId: 'front', featured: true, color: null },
    { mediaId: 'saffron', featured: false, color: 'Saffron' },
    { mediaId: 'saffron-back', featured: false, color: 'Saffron' },
  ];
  it("picks the colour's first image, else the featured one, else the first", () => {
    expect(imageForColor(images, 'Saffron')?.mediaId).toBe('saffron');
    expect(imageForColor(images, 'Pistachio')?.mediaId).toBe('front');
    expect(imageForColor(images, null)?.mediaId).toBe('front');
    expect(imageForColor([{ mediaId: 'only', featured: false, color: 'Saffron' }], 'Black')?.mediaId).toBe('only');
    expect(imageForColor([], 'Black')).toBeUndefined();
  });
  it('maps each colour that has a tagged image to it', () => {
    expect(colorImageIds(images, ['Saffron', 'Pistachio'])).toEqual({ Saffron: 'saffron' });
  });
});
