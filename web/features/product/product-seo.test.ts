// Search engines and link previews read the shop's real price: rupees, whatever currency the page shows (issue 16).
import { describe, expect, it } from 'vitest';
import type { ProductView } from '../../../domain/schemas/product-views.ts';
import { productJsonLd, productMeta } from './product-seo.ts';

const product: ProductView = {
  _id: 'p1',
  prodId: 'HN-1001',
  name: 'Ajrak Kurta',
  description: 'Hand block-printed cotton.',
  details: [],
  price: 14_950,
  category: 'women',
  stock: 3,
  sizeStock: { M: 3 },
  sizes: ['M'],
  colors: ['Indigo'],
  images: [],
  sizeGuide: {},
  isNew: false,
  isFeatured: false,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('product SEO', () => {
  it('gives Open Graph the price in PKR', () => {
    const meta = productMeta(product, 'https://hunar.pk');
    expect(meta).toContainEqual({ property: 'product:price:amount', content: '14950' });
    expect(meta).toContainEqual({ property: 'product:price:currency', content: 'PKR' });
  });

  it("gives schema.org's offer the price in PKR", () => {
    expect(productJsonLd(product, [], 'https://hunar.pk').offers).toMatchObject({
      price: 14_950,
      priceCurrency: 'PKR',
    });
  });
});
