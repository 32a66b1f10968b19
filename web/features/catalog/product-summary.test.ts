// The snapshot a wishlist entry keeps of a product: its identity, name, price, category and featured image.
import { describe, expect, it } from 'vitest';
import { productView } from '../../test/fixtures.ts';
import { productSummary } from './product-summary.ts';

describe('productSummary', () => {
  it('keeps the featured image and nothing the wishlist does not show', () => {
    expect(productSummary(productView())).toEqual({
      _id: 'p-1',
      prodId: 'HK-001',
      name: 'Ajrak Kurta/Indigo',
      price: 4500,
      category: 'women',
      imageId: 'm-2',
    });
  });

  it('has a null image for a product without pictures', () => {
    expect(productSummary(productView({ images: [] })).imageId).toBeNull();
  });
});
