// The search box and page keeping of a paged admin list whose filters live in the address (Orders, Preorders,
// Customers, the email log): the box's own text, sent after a pause, and a page past the end turned into the last
// page.
import { useEffect, useState } from 'react';
import { afterPause } from '../../../lib/after-pause.ts';

interface ListPage {
  page: number;
  total: number;
  totalPages: number;
}

export function useListSearch(
  query: { search: string },
  update: (changes: { search?: string; page?: number }) => void,
  data: ListPage | null,
) {
  const [searchText, setSearchText] = useState(query.search);

  // Typing waits for a pause before asking the server (SPEC §9 debounce); a new search starts at page 1.
  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    return afterPause(() => update({ search: searchText.trim() }));
  }, [searchText, query.search, update]);

  // A page past the end (a shared link, the last row of the last page moved to another filter): show the last one.
  const pastTheEnd = data && data.total > 0 && data.page > data.totalPages ? data.totalPages : null;
  useEffect(() => {
    if (pastTheEnd) update({ page: pastTheEnd });
  }, [pastTheEnd, update]);

  return [searchText, setSearchText] as const;
}
