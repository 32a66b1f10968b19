// The filters of the Orders and Preorders tabs: search, the status selects each list has, and a date range, with Clear
// filters while any is set.
import { useId } from 'react';
import { Search } from '../../../ui/icons/search.ts';
import { ADMIN_CONTROL as CONTROL, ADMIN_LABEL as LABEL } from '../../../ui/input-classes.ts';

export interface FilterSelect {
  name: string;
  label: string;
  /** The first option, meaning no filter ('Any status'). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}

interface ListFiltersBarProps {
  /** The search box's accessible name ('Search orders') and its placeholder. */
  searchName: string;
  searchPlaceholder: string;
  /** What is typed in the search box; it reaches the list's filters after a pause. */
  searchText: string;
  onSearchText(text: string): void;
  selects: readonly FilterSelect[];
  from: string;
  to: string;
  onDates(changes: { from?: string; to?: string }): void;
  /** Shows Clear filters. */
  filtered: boolean;
  onClear(): void;
}

/** Written out so Tailwind finds the classes: the search, then one column per select and date. */
const WIDE_GRID: Record<number, string> = {
  2: 'xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))]',
  3: 'xl:grid-cols-[minmax(16rem,2fr)_repeat(5,minmax(0,1fr))]',
  // Four selects (the preorders' with the proof check) do not fit one row: the search and the selects, then the dates.
  4: 'xl:grid-cols-6',
};
const SEARCH_SPAN: Record<number, string> = { 4: 'xl:col-span-2' };

export function ListFiltersBar(props: ListFiltersBarProps) {
  const { searchName, searchPlaceholder, searchText, onSearchText, selects, from, to, onDates } = props;
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  return (
    <div>
      <div className={`grid grid-cols-2 gap-3 md:grid-cols-4 ${WIDE_GRID[selects.length] ?? ''}`}>
        <div className={`col-span-2 md:col-span-4 ${SEARCH_SPAN[selects.length] ?? 'xl:col-span-1'}`}>
          <label htmlFor={id('search')} className={LABEL}>
            Search
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id={id('search')}
              type="search"
              aria-label={searchName}
              placeholder={searchPlaceholder}
              value={searchText}
              maxLength={100}
              onChange={(e) => onSearchText(e.target.value)}
              className={`${CONTROL} pl-9`}
            />
          </div>
        </div>
        {selects.map((select) => (
          <div key={select.name}>
            <label htmlFor={id(select.name)} className={LABEL}>
              {select.label}
            </label>
            <select
              id={id(select.name)}
              value={select.value}
              onChange={(e) => select.onChange(e.target.value)}
              className={`${CONTROL} mt-1`}
            >
              <option value="">{select.anyLabel}</option>
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div>
          <label htmlFor={id('from')} className={LABEL}>
            Placed from
          </label>
          <input
            id={id('from')}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => onDates({ from: e.target.value })}
            className={`${CONTROL} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={id('to')} className={LABEL}>
            Placed to
          </label>
          <input
            id={id('to')}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => onDates({ to: e.target.value })}
            className={`${CONTROL} mt-1`}
          />
        </div>
      </div>
      {(props.filtered || searchText.trim()) && (
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => {
              onSearchText('');
              props.onClear();
            }}
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-madder underline-offset-4 hover:underline"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
