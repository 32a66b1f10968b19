// The product's colours (SPEC §5, §9): up to 10 chosen from the shop's named colour list (domain/colors.ts), so every
// swatch in the shop has its true shade. The chosen ones are listed first, in the order picked; a filter finds a name.
import { useId, useState } from 'react';
import { colorHex, NAMED_COLORS } from '../../../../domain/colors.ts';
import { MAX_PRODUCT_COLORS } from '../../../../domain/limits.ts';
import { X } from '../../../ui/icons/x.ts';

const ALL_COLORS = Object.keys(NAMED_COLORS);

interface ColorFieldsProps {
  id: string;
  colors: string[];
  onChange(colors: string[]): void;
  error?: string;
}

function Swatch({ name, className = 'h-4 w-4' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 rounded-full border border-ink/15 ${className}`}
      style={{ backgroundColor: colorHex(name) }}
    />
  );
}

export function ColorFields({ id, colors, onChange, error }: ColorFieldsProps) {
  const uid = useId();
  const [filter, setFilter] = useState('');
  const full = colors.length >= MAX_PRODUCT_COLORS;
  const shown = ALL_COLORS.filter((c) => c.toLowerCase().includes(filter.trim().toLowerCase()));

  const toggle = (name: string) =>
    onChange(colors.includes(name) ? colors.filter((c) => c !== name) : [...colors, name]);

  return (
    <fieldset aria-describedby={`${uid}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="sr-only">Colours</legend>
      <p id={`${uid}-count`} className="text-sm text-muted">
        {colors.length} of {MAX_PRODUCT_COLORS} chosen{full ? ' — remove one to choose another' : ''}.
      </p>
      {colors.length > 0 && (
        <ul aria-label="Chosen colours" className="mt-3 flex flex-wrap gap-2">
          {colors.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => toggle(name)}
                aria-label={`Remove colour ${name}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-ink/30 bg-white py-1 pl-2 pr-3 text-sm transition hover:border-madder"
              >
                <Swatch name={name} className="h-5 w-5" />
                {name}
                <X className="h-3.5 w-3.5 text-muted" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 rounded-xl border border-linen bg-white">
        <div className="border-b border-linen p-2">
          <label htmlFor={id} className="sr-only">
            Find a colour
          </label>
          <input
            id={id}
            type="search"
            placeholder="Find a colour (e.g. Indigo)"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="block min-h-10 w-full rounded-lg border border-transparent bg-ivory px-3 text-base text-ink outline-none focus:border-ink sm:text-sm"
          />
        </div>
        <ul className="grid max-h-60 grid-cols-2 gap-1 overflow-y-auto p-2 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((name) => {
            const checked = colors.includes(name);
            return (
              <li key={name}>
                <label
                  className={`flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm transition ${checked ? 'bg-sand font-medium' : full ? 'cursor-not-allowed text-muted/70' : 'cursor-pointer hover:bg-ivory'}`}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(name)}
                    className="h-4 w-4 shrink-0 accent-ink"
                  />
                  <Swatch name={name} />
                  <span className="truncate">{name}</span>
                </label>
              </li>
            );
          })}
          {shown.length === 0 && (
            <li className="col-span-full px-2 py-3 text-sm text-muted">No colour by that name.</li>
          )}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-madder">
          {error}
        </p>
      )}
    </fieldset>
  );
}
