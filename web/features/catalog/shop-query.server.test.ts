// The /shop URL read with the API's own schema: defaults filled in, blanks ignored, and a parameter the schema refuses
// dropped (the page shows the rest) rather than failing the page.
import { describe, expect, it } from 'vitest';
import { parseShopQuery } from './shop-query.server.ts';

const parse = (query: string) => parseShopQuery(new URLSearchParams(query));

describe('parseShopQuery', () => {
  it('fills in newest first and page 1 for a bare /shop', () => {
    expect(parse('')).toEqual({ query: { sortBy: 'createdAt', sortOrder: 'desc', page: 1 }, ignored: [] });
  });

  it('reads every filter, with numbers as numbers', () => {
    expect(parse('search=ajrak&category=girl&minPrice=1000&maxPrice=5000&sortBy=price&sortOrder=asc&page=2')).toEqual({
      query: {
        search: 'ajrak',
        category: 'girl',
        minPrice: 1000,
        maxPrice: 5000,
        sortBy: 'price',
        sortOrder: 'asc',
        page: 2,
      },
      ignored: [],
    });
  });

  it('orders a search by best match unless another sort is chosen', () => {
    expect(parse('search=frok').query).toMatchObject({ sortBy: 'relevance', sortOrder: 'desc' });
    expect(parse('search=frok&sortBy=name&sortOrder=asc').query).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(parse('sortBy=relevance').query).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('ignores blank values and parameters it does not know', () => {
    expect(parse('search=&category=&utm_source=whatsapp')).toEqual({
      query: { sortBy: 'createdAt', sortOrder: 'desc', page: 1 },
      ignored: [],
    });
  });

  it('drops only the parameters it cannot read and keeps the rest', () => {
    expect(parse('minPrice=abc&category=girl')).toEqual({
      query: { category: 'girl', sortBy: 'createdAt', sortOrder: 'desc', page: 1 },
      ignored: ['minPrice'],
    });
    expect(parse('category=hats&page=0&maxPrice=4000')).toEqual({
      query: { maxPrice: 4000, sortBy: 'createdAt', sortOrder: 'desc', page: 1 },
      ignored: ['category', 'page'],
    });
    expect(parse('minPrice=5000&maxPrice=1000').ignored).toEqual(['minPrice']);
    expect(parse('sortBy=colour').query).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' });
  });
});
