// The shop's search field: updates the URL 300 ms after typing stops; focused when arriving from the header icon.
import { Search } from '../../ui/icons/search.ts';
import { X } from '../../ui/icons/x.ts';
import { useEffect, useRef, useState } from 'react';
import { afterPause } from '../../lib/after-pause.ts';

export function SearchBox({
  value,
  autoFocus,
  onSearch,
}: {
  value: string;
  autoFocus: boolean;
  onSearch: (term: string) => void;
}) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL is the source of truth: Clear Filters or Back must show in the box too.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    return afterPause(() => latest.current(text.trim()));
  }, [text, value]);

  return (
    <div className="relative w-full">
      <Search className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
      <input
        ref={input}
        type="search"
        role="searchbox"
        aria-label="Search products"
        placeholder="Search kurtas, frocks, ajrak…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') latest.current(text.trim());
        }}
        maxLength={100}
        className="w-full rounded-full border border-linen bg-white py-3 pl-11 pr-10 text-sm outline-none transition focus:border-ink [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-ink"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
