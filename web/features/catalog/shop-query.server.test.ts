// The /shop URL read with the API's own schema: defaults filled in, blanks ignored, and the first problem's message
// for a URL the schema refuses.
import { describe, expect, it } from 'vitest';
import { parseShopQuery } from './shop-query.server.ts';

const parse = (query: string) => parseShopQuery(new URLSearchParams(query));

describe('parseShopQuery', () => {
  it('fills in newest first and page 1 for a bare /shop', () => {
    expect(parse('')).toEqual({ ok: true, query: { sortBy: 'createdAt', sortOrder: 'desc', page: 1 } });
  });

  it('reads every filter, with numbers as numbers', () => {
    expect(parse('search=ajrak&category=girl&minPrice=1000&maxPrice=5000&sortBy=price&sortOrder=asc&page=2')).toEqual({
      ok: true,
      query: {
        search: 'ajrak',
        category: 'girl',
        minPrice: 1000,
        maxPrice: 5000,
        sortBy: 'price',
        sortOrder: 'asc',
        page: 2,
      },
    });
  });

  it('ignores blank values and parameters it does not know', () => {
    expect(parse('search=&category=&utm_source=whatsapp')).toEqual({
      ok: true,
      query: { sortBy: 'createdAt', sortOrder: 'desc', page: 1 },
    });
  });

  it("answers the schema's message for a refused URL", () => {
    expect(parse('category=hats')).toEqual({ ok: false, message: 'Category must be one of women, girl, boy, men' });
    expect(parse('minPrice=5000&maxPrice=1000')).toEqual({
      ok: false,
      message: 'Min price cannot be more than max price',
    });
    expect(parse('page=0')).toEqual({ ok: false, message: 'Page must be 1 or more' });
  });
});
