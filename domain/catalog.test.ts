// The product list query contract.
import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './schemas/catalog.ts';

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
