// Sizes the product is made in, each with its stock (SPEC §5): a size is offered once ticked; its stock input takes
// whole numbers of 0 or more and is disabled while the size is not ticked.
import { SIZES, type Size } from '../../../../domain/limits.ts';
import type { SizeEntry } from './editor-values.ts';
import { INPUT_LOOK } from '../../../ui/input-classes.ts';

interface SizeStockFieldsProps {
  id: string;
  sizes: Record<Size, SizeEntry>;
  onChange(size: Size, entry: SizeEntry): void;
  /** 'At least one size is required'. */
  error?: string;
  /** Per-size stock messages, by size. */
  stockErrors: Partial<Record<Size, string>>;
}

export function SizeStockFields({ id, sizes, onChange, error, stockErrors }: SizeStockFieldsProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">Sizes and stock</legend>
      <p className="text-sm text-muted">Tick each size you make, then enter the pieces on hand.</p>
      <div className="mt-3 grid grid-cols-3 gap-2 lg:grid-cols-6">
        {SIZES.map((size) => {
          const entry = sizes[size];
          const stockError = stockErrors[size];
          return (
            <div
              key={size}
              className={`rounded-xl border p-2.5 transition sm:p-3 ${entry.selected ? 'border-ink/60 bg-white' : 'border-linen bg-white/60'}`}
            >
              <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  name={`size-${size}`}
                  checked={entry.selected}
                  onChange={(e) => onChange(size, { ...entry, selected: e.target.checked })}
                  className="h-4 w-4 accent-ink"
                />
                {size}
              </label>
              <label htmlFor={`${id}-${size}`} className="sr-only">
                Stock for size {size}
              </label>
              <input
                id={`${id}-${size}`}
                name={`stock-${size}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                disabled={!entry.selected}
                value={entry.stock}
                onChange={(e) => onChange(size, { ...entry, stock: e.target.value })}
                aria-invalid={stockError ? true : undefined}
                aria-describedby={stockError ? `${id}-${size}-error` : undefined}
                className={`${INPUT_LOOK} mt-1 block w-full px-3 py-2 text-base tabular-nums disabled:cursor-not-allowed disabled:bg-sand/50 disabled:text-muted sm:text-sm ${
                  stockError ? 'border-madder' : 'border-linen'
                }`}
              />
              {stockError && (
                <p id={`${id}-${size}-error`} className="mt-1 text-xs text-madder">
                  {stockError}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
    </fieldset>
  );
}
