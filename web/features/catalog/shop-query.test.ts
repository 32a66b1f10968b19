// The /shop filters written into the URL (SPEC §2 query parameters): a filter change goes back to page 1, defaults
// and empty values are left out so links stay short, and the search icon's one-off focus flag never sticks.
import { describe, expect, it } from 'vitest';
import { withChanges } from './shop-query.ts';

const next = (query: string, changes: Record<string, string | undefined>) =>
  withChanges(new URLSearchParams(query), changes).toString();

describe('withChanges', () => {
  it('sets a filter and goes back to page 1', () => {
    expect(next('category=women&page=3', { category: 'girl' })).toBe('category=girl');
  });

  it('moves to the page asked for, keeping the filters', () => {
    expect(next('category=boy&page=2', { page: '3' })).toBe('category=boy&page=3');
  });

  it('leaves page 1 out of the URL', () => {
    expect(next('search=ajrak&page=4', { page: '1' })).toBe('search=ajrak');
  });

  it('drops a filter set to empty or undefined', () => {
    expect(next('search=kurta&minPrice=1000&maxPrice=5000', { search: '', maxPrice: undefined })).toBe('minPrice=1000');
  });

  it('leaves out the default sort (newest first) and keeps any other', () => {
    expect(next('category=women', { sortBy: 'createdAt', sortOrder: 'desc' })).toBe('category=women');
    expect(next('', { sortBy: 'price', sortOrder: 'asc' })).toBe('sortBy=price&sortOrder=asc');
    expect(next('', { sortBy: 'createdAt', sortOrder: 'asc' })).toBe('sortBy=createdAt&sortOrder=asc');
  });

  it('with a search term, leaves out Best match and keeps newest first', () => {
    expect(next('search=frok', { sortBy: 'relevance', sortOrder: 'desc' })).toBe('search=frok');
    expect(next('search=frok', { sortBy: 'createdAt', sortOrder: 'desc' })).toBe(
      'search=frok&sortBy=createdAt&sortOrder=desc',
    );
    expect(next('search=frok&sortBy=relevance&sortOrder=desc', { search: undefined })).toBe('');
  });

  it('drops the focus flag the header search icon adds', () => {
    expect(next('focus=1', { search: 'shawl' })).toBe('search=shawl');
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('category=women&page=2');
    withChanges(params, { category: 'boy' });
    expect(params.toString()).toBe('category=women&page=2');
  });
});
