// The size and colour choices of a line staff add: for an order only sizes with stock are offered, each saying how
// many are left (after what this order already holds), for a preorder every size, made to order; colours are named beside their swatch, since staff read them out on the phone.
import { useId } from 'react';
import { colorHex } from '../../../../domain/colors.ts';
import type { Size } from '../../../../domain/limits.ts';

const CHIP =
  'flex min-h-11 rounded-lg border border-linen bg-white px-3 py-2 text-sm transition hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-madder peer-disabled:cursor-not-allowed peer-disabled:bg-sand/50 peer-disabled:text-muted peer-disabled:hover:border-linen';

export interface SizeOffer {
  size: Size;
  /** Pieces of this size not yet in the order. */
  left: number;
}

export function SizeChoice({
  offers,
  value,
  onChange,
  name,
  madeToOrder = false,
}: {
  offers: readonly SizeOffer[];
  madeToOrder?: boolean;
  value: Size | null;
  onChange: (size: Size) => void;
  name: string;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        Size
      </p>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-madder">Sold out in every size.</p>
      ) : (
        <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
          {offers.map(({ size, left }) => (
            <label key={size} className={left > 0 ? 'cursor-pointer' : 'cursor-not-allowed'}>
              <input
                type="radio"
                name={name}
                value={size}
                checked={value === size}
                disabled={left <= 0}
                onChange={() => onChange(size)}
                aria-label={`${size}: ${madeToOrder ? 'made to order' : left > 0 ? `${left} left` : 'all in this order'}`}
                className="peer sr-only"
              />
              <span className={`${CHIP} min-w-16 flex-col justify-center leading-tight`}>
                <span className="font-semibold">{size}</span>
                <span className="text-xs opacity-80">
                  {madeToOrder ? 'made to order' : left > 0 ? `${left} left` : 'all in this order'}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

export function ColourChoice({
  colors,
  value,
  onChange,
  name,
}: {
  colors: readonly string[];
  value: string | null;
  onChange: (color: string) => void;
  name: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Colour</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colors.map((color) => (
          <label key={color} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span className={`${CHIP} items-center gap-2`}>
              <span
                aria-hidden
                style={{ backgroundColor: colorHex(color) }}
                className="h-4 w-4 shrink-0 rounded-full border border-ink/20"
              />
              {color}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
