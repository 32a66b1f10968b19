// The product card's few fields, cut from the full product: the featured image (else the first), the colour count, and
// stock only as sold out or not.
import { describe, expect, it } from 'vitest';
import { imageView, productView } from '../../test/fixtures.ts';
import { featuredImage, toProductCard } from './card-view.ts';

describe('featuredImage', () => {
  it('is the image marked featured, else the first, else none', () => {
    expect(featuredImage(productView())?.mediaId).toBe('m-2');
    expect(featuredImage(productView({ images: [imageView('m-7'), imageView('m-8')] }))?.mediaId).toBe('m-7');
    expect(featuredImage(productView({ images: [] }))).toBeUndefined();
  });
});

describe('toProductCard', () => {
  it('keeps only what a card shows', () => {
    expect(toProductCard(productView())).toEqual({
      _id: 'p-1',
      prodId: 'HK-001',
      name: 'Ajrak Kurta/Indigo',
      price: 4500,
      category: 'women',
      soldOut: false,
      isNew: true,
      colorCount: 2,
      image: { mediaId: 'm-2', width: 1120, height: 1400, alt: 'Picture m-2' },
    });
  });

  it('shows stock only as sold out or not', () => {
    expect(toProductCard(productView({ stock: 0 })).soldOut).toBe(true);
    expect(toProductCard(productView({ stock: 1 })).soldOut).toBe(false);
  });

  it('has no image for a product without pictures', () => {
    expect(toProductCard(productView({ images: [] })).image).toBeNull();
  });
});
