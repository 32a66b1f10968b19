// The Inventory section's controls: search (name or SKU), category, status and stock-level filters, and the
// Grid/List view switch.
import { useId } from 'react';
import { CATEGORIES } from '../../../../domain/limits.ts';
import { categoryLabel } from '../../../../domain/product-names.ts';
import { LayoutGrid } from '../../../ui/icons/layout-grid.ts';
import { List } from '../../../ui/icons/list.ts';
import { Search } from '../../../ui/icons/search.ts';
import type { InventoryQuery } from './inventory-list.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

export type InventoryView = 'grid' | 'list';
export type InventoryFilters = Omit<InventoryQuery, 'page' | 'search'>;

const CONTROL = `${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full px-3 py-2 text-base sm:text-sm`;

interface InventoryFiltersProps {
  searchText: string;
  onSearchText(text: string): void;
  filters: InventoryFilters;
  onFilters(filters: InventoryFilters): void;
  view: InventoryView;
  onView(view: InventoryView): void;
}

export function InventoryFiltersBar({
  searchText,
  onSearchText,
  filters,
  onFilters,
  view,
  onView,
}: InventoryFiltersProps) {
  const uid = useId();
  const set = <K extends keyof InventoryFilters>(key: K, value: InventoryFilters[K]) =>
    onFilters({ ...filters, [key]: value });
  const selects = [
    {
      key: 'category' as const,
      label: 'Category',
      options: [
        { value: '', label: 'All categories' },
        ...CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
      ],
    },
    {
      key: 'status' as const,
      label: 'Status',
      options: [
        { value: '', label: 'Any status' },
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
    {
      key: 'stockLevel' as const,
      label: 'Stock level',
      options: [
        { value: '', label: 'Any stock level' },
        { value: 'in', label: 'In stock' },
        { value: 'low', label: 'Low stock' },
        { value: 'out', label: 'Out of stock' },
      ],
    },
  ];

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(12rem,1.4fr)_repeat(3,minmax(8rem,1fr))_auto] lg:items-end">
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${uid}-search`} className="text-xs font-semibold uppercase tracking-wider text-muted">
          Search
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={`${uid}-search`}
            type="search"
            aria-label="Search products"
            placeholder="Name or SKU"
            value={searchText}
            onChange={(e) => onSearchText(e.target.value)}
            className={`${CONTROL} pl-9`}
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.key}>
          <label htmlFor={`${uid}-${select.key}`} className="text-xs font-semibold uppercase tracking-wider text-muted">
            {select.label}
          </label>
          <select
            id={`${uid}-${select.key}`}
            value={filters[select.key]}
            onChange={(e) => set(select.key, e.target.value as never)}
            className={`${CONTROL} mt-1`}
          >
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div role="group" aria-label="View" className="flex h-10 self-end rounded-lg border border-linen bg-white p-0.5">
        {(
          [
            ['grid', 'Grid', LayoutGrid],
            ['list', 'List', List],
          ] as const
        ).map(([value, label, ViewIcon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onView(value)}
            className={`inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium transition ${view === value ? 'bg-ink text-white' : 'text-muted hover:text-ink'}`}
          >
            <ViewIcon className="h-4 w-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
