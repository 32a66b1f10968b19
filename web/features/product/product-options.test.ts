// What a shopper can choose on a product page (SPEC §5, §9): colours (Black when none), sizes offered and in stock,
// a quantity of 1 to 10 within the size's stock, and the gallery opening on the featured image.
import { describe, expect, it } from 'vitest';
import { imageView, productView } from '../../test/fixtures.ts';
import {
  cartProduct,
  galleryImages,
  isSizeAvailable,
  isSoldOut,
  maxQuantity,
  offeredColors,
  onlySize,
  sizeStock,
} from './product-options.ts';

describe('offeredColors', () => {
  it("offers the product's colours, or Black when it has none", () => {
    expect(offeredColors(productView())).toEqual(['Indigo', 'Madder']);
    expect(offeredColors(productView({ colors: [] }))).toEqual(['Black']);
  });
});

describe('sizes', () => {
  const product = productView({ sizes: ['S', 'M', 'L'], sizeStock: { S: 2, M: 25, L: 0, XL: 4 } });

  it('reads a missing size as none in stock', () => {
    expect(sizeStock(product, 'M')).toBe(25);
    expect(sizeStock(product, 'XS')).toBe(0);
  });

  it('offers a size only when the product has it and it is in stock', () => {
    expect(isSizeAvailable(product, 'S')).toBe(true);
    expect(isSizeAvailable(product, 'L')).toBe(false);
    expect(isSizeAvailable(product, 'XL')).toBe(false);
  });

  it('is sold out when no offered size is in stock', () => {
    expect(isSoldOut(product)).toBe(false);
    expect(isSoldOut(productView({ sizes: ['M', 'L'], sizeStock: { M: 0, XL: 3 } }))).toBe(true);
  });

  it('chooses the size itself only for a one-size piece in stock', () => {
    expect(onlySize(productView({ sizes: ['M'], sizeStock: { M: 1 } }))).toBe('M');
    expect(onlySize(productView({ sizes: ['M'], sizeStock: { M: 0 } }))).toBeNull();
    expect(onlySize(product)).toBeNull();
  });
});

describe('maxQuantity', () => {
  const product = productView({ sizeStock: { S: 3, M: 40, L: 0 } });

  it('is 10, or fewer when fewer are left, and at least 1 so the stepper works', () => {
    expect(maxQuantity(product, 'M')).toBe(10);
    expect(maxQuantity(product, 'S')).toBe(3);
    expect(maxQuantity(product, 'L')).toBe(1);
    expect(maxQuantity(product, null)).toBe(10);
  });
});

describe('galleryImages', () => {
  it('opens on the featured image, then the rest in their order', () => {
    const images = [imageView('a'), imageView('b'), imageView('c', { featured: true }), imageView('d')];
    expect(galleryImages(productView({ images })).map((i) => i.mediaId)).toEqual(['c', 'a', 'b', 'd']);
    expect(galleryImages(productView({ images: [] }))).toEqual([]);
  });

  it("puts the chosen colour's images first, then those of every colour, then the other colours'", () => {
    const images = [
      imageView('pistachio', { featured: true, color: 'Pistachio' }),
      imageView('back'),
      imageView('saffron', { color: 'Saffron' }),
      imageView('fuchsia', { color: 'Fuchsia' }),
      imageView('saffron-2', { color: 'Saffron' }),
    ];
    const order = (color: string | null) => galleryImages(productView({ images }), color).map((i) => i.mediaId);
    expect(order('Saffron')).toEqual(['saffron', 'saffron-2', 'back', 'pistachio', 'fuchsia']);
    expect(order('Pistachio')).toEqual(['pistachio', 'back', 'saffron', 'fuchsia', 'saffron-2']);
    expect(order(null)).toEqual(['pistachio', 'back', 'saffron', 'fuchsia', 'saffron-2']);
    expect(order('Black')).toEqual(['back', 'pistachio', 'saffron', 'fuchsia', 'saffron-2']);
  });
});

describe('cartProduct', () => {
  it("gives the cart the product's sizes, stock, colours and featured image", () => {
    expect(cartProduct(productView())).toEqual({
      _id: 'p-1',
      prodId: 'HK-001',
      name: 'Ajrak Kurta/Indigo',
      price: 4500,
      sizes: ['S', 'M', 'L'],
      sizeStock: { S: 2, M: 5, L: 0 },
      colors: ['Indigo', 'Madder'],
      imageId: 'm-2',
      colorImageIds: {},
    });
  });

  it("gives each colour with a tagged image its own picture, for the line's thumbnail", () => {
    const images = [imageView('front', { featured: true }), imageView('madder', { color: 'Madder' })];
    expect(cartProduct(productView({ images })).colorImageIds).toEqual({ Madder: 'madder' });
  });
});
