// The shop's filters: category radios, price range and Clear Filters; every change goes into the URL.
import { useEffect, useState } from 'react';
import { categoryLabel } from '../../../domain/product-names.ts';
import type { ProductListQuery } from '../../../domain/schemas/catalog.ts';
import { NAV_CATEGORIES } from '../../../domain/limits.ts';

interface FilterPanelProps {
  query: ProductListQuery;
  /** The category to show as chosen: the pending one while the next page loads. */
  selectedCategory: string;
  onChange: (changes: Record<string, string | undefined>) => void;
  onClear: () => void;
  /** The radio group's name: the phone's drawer and the sidebar are separate groups. */
  groupName?: string;
}

function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (v: string) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const cleaned = text.replace(/[^\d]/g, '');
    if (cleaned !== (value === undefined ? '' : String(value))) onCommit(cleaned);
  };
  return (
    <label className="flex-1 text-xs text-muted">
      {label}
      <span className="mt-1 flex items-center rounded-lg border border-linen bg-white px-3 focus-within:border-ink">
        <span className="text-sm text-muted">Rs</span>
        <input
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          className="w-full bg-transparent px-2 py-2.5 text-sm text-ink outline-none"
          aria-label={`${label} price in rupees`}
        />
      </span>
    </label>
  );
}

export function FilterPanel({ query, selectedCategory, onChange, onClear, groupName = 'category' }: FilterPanelProps) {
  // Router updates arrive in a transition; a synchronous local choice keeps the radio from flicking back meanwhile.
  const [category, setCategory] = useState(selectedCategory);
  useEffect(() => setCategory(selectedCategory), [selectedCategory]);
  const options = [{ value: '', label: 'All' }, ...NAV_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))];
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Category</legend>
        <div className="mt-3 space-y-1">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-sand"
            >
              <input
                type="radio"
                name={groupName}
                value={o.value}
                checked={category === o.value}
                onChange={() => {
                  setCategory(o.value);
                  onChange({ category: o.value || undefined });
                }}
                className="h-4 w-4 accent-madder"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Price</legend>
        <div className="mt-3 flex gap-3">
          <PriceInput label="Min" value={query.minPrice} onCommit={(v) => onChange({ minPrice: v || undefined })} />
          <PriceInput label="Max" value={query.maxPrice} onCommit={(v) => onChange({ maxPrice: v || undefined })} />
        </div>
      </fieldset>
      <button
        type="button"
        onClick={onClear}
        className="w-full rounded-full border border-ink px-4 py-2.5 text-sm font-semibold transition hover:bg-ink hover:text-white"
      >
        Clear Filters
      </button>
    </div>
  );
}
