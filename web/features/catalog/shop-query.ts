// Writing the /shop filters into the URL, so a link or a reload shows the same page.
import { defaultSort } from '../../../domain/catalog.ts';

/** The query parameters that hold the shop's filters, sort and page (the API's product list query). */
export const SHOP_QUERY_PARAMS = ['search', 'category', 'minPrice', 'maxPrice', 'sortBy', 'sortOrder', 'page'] as const;

/**
 * Returns new search params with `changes` applied. Any filter change goes back to page 1; defaults and empty values
 * are dropped so URLs stay short and shareable. The default sort is Best match with a search term and newest first
 * without; a sort the search no longer allows (Best match with the search cleared) goes too.
 */
export function withChanges(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  const fallback = defaultSort(next.get('search') ?? undefined);
  const sortBy = next.get('sortBy');
  const isDefault = sortBy === fallback.sortBy && (next.get('sortOrder') ?? 'desc') === fallback.sortOrder;
  if (isDefault || (sortBy === 'relevance' && !next.get('search'))) {
    next.delete('sortBy');
    next.delete('sortOrder');
  }
  next.delete('focus');
  return next;
}
